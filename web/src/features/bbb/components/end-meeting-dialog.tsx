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
import { endLiveMeeting, type LiveMeeting } from '../api'

/** Confirms, ends, and reports the re-check: ending is asynchronous on the server. */
export function EndMeetingDialog({
  serverId,
  meeting,
  onClose,
  onEnded,
}: {
  serverId: string
  meeting: LiveMeeting
  onClose: () => void
  onEnded: (stillRunning: boolean) => void
}) {
  const { t } = useTranslation('bbb')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const confirm = async () => {
    setPending(true)
    const { data, error: err } = await endLiveMeeting(serverId, meeting.meetingId).catch(() => ({
      data: undefined,
      error: undefined,
    }))
    setPending(false)
    if (data) return onEnded(data.running)
    setError(err?.message ?? t('loadError'))
  }
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('endDialog.title')}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {t('endDialog.body', { name: meeting.name, count: meeting.participants })}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button
              appearance="primary"
              onClick={() => void confirm()}
              disabled={pending}
              icon={pending ? <Spinner size="tiny" /> : undefined}
            >
              {t('endDialog.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
