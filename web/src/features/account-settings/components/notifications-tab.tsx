import {
  Button,
  Checkbox,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getNotifications, saveNotifications, type NotificationPreferences } from '../api'
import { useLoad } from '../../../lib/use-load'
import { LoadState } from '../../../components/load-state'
import { SectionCard } from './section-card'

const EVENTS = ['new-report', 'analysis-failed', 'meeting-reminder', 'weekly-digest', 'billing'] as const
const CHANNELS = ['email', 'browser', 'app'] as const

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  wrap: { overflowX: 'auto' },
})

/** Which events reach the user on which channel; saved as one document. */
export function NotificationsTab() {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const styles = useStyles()
  const { data, error, reload, setData } = useLoad(() => getNotifications(), [], 'failed')
  const [draft, setDraft] = useState<NotificationPreferences | null>(null)
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle')
  if (!data) return <LoadState failed={Boolean(error)} onRetry={reload} />
  const prefs = draft ?? data

  const toggle = (event: (typeof EVENTS)[number], channel: (typeof CHANNELS)[number], checked: boolean) => {
    setStatus('idle')
    setDraft({ ...prefs, [event]: { ...prefs[event], [channel]: checked } })
  }
  const save = async () => {
    const { data: saved } = await saveNotifications(prefs).catch(() => ({ data: undefined }))
    if (!saved) return setStatus('failed')
    setData(saved)
    setDraft(null)
    setStatus('saved')
  }

  return (
    <SectionCard title={t('notifications.title')} description={t('notifications.description')}>
      <div className={styles.wrap}>
        <Table size="small" aria-label={t('notifications.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('notifications.event')}</TableHeaderCell>
              {CHANNELS.map((c) => (
                <TableHeaderCell key={c}>{t(`notifications.channels.${c}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {EVENTS.map((event) => (
              <TableRow key={event}>
                <TableCell>{t(`notifications.events.${event}`)}</TableCell>
                {CHANNELS.map((channel) => (
                  <TableCell key={channel}>
                    <Checkbox
                      checked={prefs[event][channel]}
                      aria-label={`${t(`notifications.events.${event}`)}: ${t(`notifications.channels.${channel}`)}`}
                      onChange={(_, d) => toggle(event, channel, Boolean(d.checked))}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {status === 'saved' && (
        <MessageBar intent="success">
          <MessageBarBody>{t('notifications.saved')}</MessageBarBody>
        </MessageBar>
      )}
      {status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{tc('errors.unexpected')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={!draft} onClick={() => void save()}>
          {tc('save')}
        </Button>
        <Button disabled={!draft} onClick={() => setDraft(null)}>
          {tc('cancel')}
        </Button>
      </div>
    </SectionCard>
  )
}
