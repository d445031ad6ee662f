import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

export interface ConfirmDialogProps {
  title: string
  body: string
  confirmLabel: string
  onClose: () => void
  /** Does the work; resolves to an error message to show, or nothing when done (the caller then closes the dialog). */
  onConfirm: () => Promise<string | undefined>
}

/**
 * Asks before a destructive action, instead of `window.confirm` (which cannot be styled, translated in its
 * buttons or read right-to-left). An alert dialog: a click outside does not dismiss it. No API calls here.
 */
export function ConfirmDialog({ title, body, confirmLabel, onClose, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation('common')
  const styles = useStyles()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const confirm = async () => {
    setPending(true)
    const failure = await onConfirm().catch((err: unknown) => (err instanceof Error ? err.message : String(err)))
    setPending(false)
    setError(failure)
  }
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <div>{body}</div>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={pending}
              icon={pending ? <Spinner size="tiny" /> : undefined}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
