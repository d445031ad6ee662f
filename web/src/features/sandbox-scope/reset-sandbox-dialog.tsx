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

interface ResetSandboxDialogProps {
  onClose: () => void
  /** Resolves to an error message to show, or nothing when done. */
  onConfirm: () => Promise<string | undefined>
}

/** The reset wipes every sample change of the organization: an alert dialog, not dismissed by a click outside. */
export function ResetSandboxDialog({ onClose, onConfirm }: ResetSandboxDialogProps) {
  const { t } = useTranslation('sandboxScope')
  const { t: tc } = useTranslation()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const confirm = async () => {
    setPending(true)
    setError(await onConfirm())
    setPending(false)
  }
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('confirm.title')}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {t('confirm.body')}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {tc('cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={pending}
              icon={pending ? <Spinner size="tiny" /> : undefined}
              onClick={() => void confirm()}
            >
              {t('confirm.action')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
