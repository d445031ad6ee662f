import { Body1, Button, Caption1, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { ServerRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ScreenProps } from '../../lib/routing/route-types'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { SectionCard } from '../../components/section-card'
import { paths } from '../../config/paths'
import { subject } from '@casl/ability'
import { useAppAbility } from '../../lib/ability'
import { useLoad } from '../../lib/use-load'
import { getServer, listFailures, listLiveMeetings, listOpenAlerts, type LiveMeeting } from './api'
import { EndMeetingDialog } from './components/end-meeting-dialog'
import { HistoryCharts } from './components/history-charts'
import { LiveMeetings } from './components/live-meetings'
import { MeetingHistory } from './components/meeting-history'
import { ServerAlerts } from './components/server-alerts'
import { ThresholdsForm } from './components/thresholds-form'
import { ServerStatusBadge } from './components/server-status-badge'
import { usePollReload } from './use-poll-reload'
import { BackArrow } from '../analysis'
import { formatDateTime } from '../../lib/format-date'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1400px',
    width: '100%',
    margin: '0 auto',
  },
  figures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  figure: { display: 'flex', flexDirection: 'column' },
  scroll: { overflowX: 'auto' },
  failure: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
})

/**
 * /BBB_monitor/{id}: one server's open alerts and live meetings (refreshed every 10 s), its history over time, the
 * meetings the poller saw, its alert thresholds (for whoever may change it) and its failures.
 */
export function BbbMonitorPage({ params }: ScreenProps) {
  const { t, i18n } = useTranslation('bbb')
  const styles = useStyles()
  const ability = useAppAbility()
  const id = params.id ?? ''
  const server = useLoad((signal) => getServer(id, signal), [id], t('loadError'))
  const live = useLoad((signal) => listLiveMeetings(id, signal), [id], t('loadError'))
  const failures = useLoad((signal) => listFailures(id, signal), [id], t('loadError'))
  usePollReload(live.reload, 10_000)
  const alerts = useLoad((signal) => listOpenAlerts(id, signal), [id], t('loadError'))
  usePollReload(server.reload, 10_000)
  usePollReload(alerts.reload, 10_000)
  const [ending, setEnding] = useState<LiveMeeting | null>(null)
  const [notice, setNotice] = useState<string>()
  const when = (iso: string) => formatDateTime(iso, i18n.language)

  const back = (
    <Link href={paths.bbbMonitor.list.getHref()}>
      <Button icon={<BackArrow />}>{t('back')}</Button>
    </Link>
  )
  if (server.notFound)
    return (
      <div className={styles.root}>
        <EmptyState icon={<ServerRegular className={styles.icon} />} title={t('notFound')} action={back} />
      </div>
    )
  if (server.error && !server.data)
    return (
      <div className={styles.root}>
        <ErrorState message={server.error} onRetry={server.reload} />
      </div>
    )
  if (!server.data) return <LoadingState />
  const s = server.data
  const canChange = ability.can('update', subject('BbbServer', { orgId: s.orgId ?? '' }) as never)
  const figures: ['load' | 'meetings' | 'participants' | 'video' | 'version' | 'latency', string | number][] = [
    ['load', s.load],
    ['meetings', s.meetings],
    ['participants', s.participants],
    ['video', s.video],
    ['version', s.version ?? '—'],
    ['latency', s.latencyMs === null ? '—' : t('ms', { value: s.latencyMs })],
  ]
  return (
    <div className={styles.root}>
      <PageHeader title={s.name} subtitle={s.url} badge={<ServerStatusBadge server={s} />} actions={back} />
      <ServerAlerts alerts={alerts.data?.alerts ?? []} failed={Boolean(alerts.error)} />
      {notice && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      <SectionCard title={t('figures')}>
        <div className={styles.figures}>
          {figures.map(([k, v]) => (
            <div key={k} className={styles.figure}>
              <Caption1>{t(`column.${k}`)}</Caption1>
              <Body1 data-figure={k}>{v}</Body1>
            </div>
          ))}
        </div>
        <Caption1>
          {s.polledAt ? t('polledAt', { when: when(s.polledAt) }) : t('neverPolled')}
          {s.lastError ? ` · ${s.lastError}` : ''}
        </Caption1>
      </SectionCard>
      <SectionCard title={t('live.title')}>
        {live.data?.error && (
          <MessageBar intent="warning">
            <MessageBarBody>{t('live.unreachable', { error: live.data.error })}</MessageBarBody>
          </MessageBar>
        )}
        {live.error && <ErrorState message={live.error} onRetry={live.reload} />}
        {!live.data && !live.error ? (
          <LoadingState />
        ) : live.data && live.data.meetings.length === 0 ? (
          <EmptyState title={t('live.empty')} />
        ) : (
          live.data && (
            <div className={styles.scroll}>
              <LiveMeetings meetings={live.data.meetings} onEnd={canChange ? setEnding : undefined} />
            </div>
          )
        )}
      </SectionCard>
      <SectionCard title={t('history.title')}>
        <HistoryCharts serverId={id} />
      </SectionCard>
      <SectionCard title={t('meetings.title')}>
        <MeetingHistory serverId={id} />
      </SectionCard>
      {canChange && (
        <SectionCard title={t('thresholds.title')}>
          <ThresholdsForm
            serverId={id}
            thresholds={s.thresholds}
            onSaved={() => {
              alerts.reload()
              server.reload()
            }}
          />
        </SectionCard>
      )}
      <SectionCard title={t('failures.title')}>
        {failures.error ? (
          <ErrorState message={failures.error} onRetry={failures.reload} />
        ) : !failures.data ? (
          <LoadingState />
        ) : failures.data.failures.length === 0 ? (
          <EmptyState title={t('failures.empty')} />
        ) : (
          failures.data.failures.map((f, i) => (
            <div key={i} className={styles.failure}>
              <Caption1>{when(f.at)}</Caption1>
              <Body1>{f.error}</Body1>
            </div>
          ))
        )}
      </SectionCard>
      {ending && (
        <EndMeetingDialog
          serverId={id}
          meeting={ending}
          onClose={() => setEnding(null)}
          onEnded={(running) => {
            setEnding(null)
            setNotice(running ? t('endDialog.stillRunning') : t('endDialog.ended'))
            live.reload()
          }}
        />
      )}
    </div>
  )
}
