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
  Spinner,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

interface ConfirmDialogProps {
  title: string
  body: string
  confirmLabel: string
  onClose: () => void
  /** Resolves to an error message to show, or nothing when done (the caller then closes the dialog). */
  onConfirm: () => Promise<string | undefined>
}

/** A destructive action asks first; an alert dialog is not dismissed by a click outside. */
export function ConfirmDialog({ title, body, confirmLabel, onClose, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const confirm = async () => {
    setPending(true)
    const failure = await onConfirm()
    setPending(false)
    setError(failure)
  }
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {body}
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
