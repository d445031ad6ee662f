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
import { formErrors } from '../../../lib/form-errors'
import { deleteAccount, type Account } from '../api'

interface DeleteAccountDialogProps {
  account: Account
  onClose: () => void
  onDeleted: (account: Account) => void
}

/** Deleting cannot be undone, so it always asks first (alertdialog: no dismiss by clicking outside). */
export function DeleteAccountDialog({ account, onClose, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation('accounts')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()

  const confirm = async () => {
    setPending(true)
    const { error: failure, response } = await deleteAccount(account.id).catch(() => ({
      error: undefined,
      response: undefined,
    }))
    setPending(false)
    if (response?.ok) return onDeleted(account)
    setError(formErrors(failure, t('errors.unexpected', { ns: 'common' })).form)
  }

  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('deleteDialog.title', { name: account.fullName })}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {t('deleteDialog.body', { email: account.email })}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button
              appearance="primary"
              disabled={pending}
              icon={pending ? <Spinner size="tiny" /> : undefined}
              onClick={() => void confirm()}
            >
              {t('deleteDialog.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
