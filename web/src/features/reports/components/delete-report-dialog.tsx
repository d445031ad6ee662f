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
import { deleteReport, type Report } from '../api'

export function DeleteReportDialog({
  report,
  onClose,
  onDeleted,
}: {
  report: Report
  onClose: () => void
  onDeleted: () => void
}) {
  const { t } = useTranslation('reports')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const confirm = async () => {
    setPending(true)
    const { error: failure, response } = await deleteReport(report.id).catch(() => ({
      error: undefined,
      response: undefined,
    }))
    setPending(false)
    if (response?.ok) return onDeleted()
    setError(formErrors(failure, t('errors.unexpected', { ns: 'common' })).form)
  }
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('deleteDialog.title')}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {t('deleteDialog.body', { title: report.title })}
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
