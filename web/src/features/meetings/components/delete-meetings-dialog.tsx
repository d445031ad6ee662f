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
import { deleteMeeting } from '../api'

interface DeleteMeetingsDialogProps {
  ids: string[]
  onClose: () => void
  onDeleted: (count: number) => void
}

/** Deletes one or many meetings (with their transcripts and reports); always asks first. */
export function DeleteMeetingsDialog({ ids, onClose, onDeleted }: DeleteMeetingsDialogProps) {
  const { t } = useTranslation('meetings')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()

  const confirm = async () => {
    setPending(true)
    const results = await Promise.all(
      ids.map((id) =>
        deleteMeeting(id)
          .then((r) => r.response.ok)
          .catch(() => false),
      ),
    )
    setPending(false)
    const failed = results.filter((ok) => !ok).length
    if (failed === 0) return onDeleted(ids.length)
    setError(t('deleteDialog.partial', { failed, count: ids.length }))
  }

  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('deleteDialog.title', { count: ids.length })}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {t('deleteDialog.body')}
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
