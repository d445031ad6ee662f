import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { DocumentDismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearch } from 'wouter'
import type { ScreenProps } from '../../lib/routing/route-types'
import { paths } from '../../config/paths'
import { useAppAbility } from '../../lib/ability'
import {
  BackArrow,
  BackToReportLink,
  getMeetingTranscript,
  MeetingCreatedNotice,
  TranscriptPrivacyBar,
} from '../analysis'
import { SubjectCostCard } from '../costs'
import { getMeeting, getMeetingChapters, listMeetingReports, type MeetingChapters as ChaptersOutline } from './api'
import { AnalysePanel } from './components/analyse-panel'
import { MeetingChapters } from './components/meeting-chapters'
import { MeetingDetails, MeetingParticipants } from './components/meeting-details'
import { MeetingTagsEditor } from './components/meeting-tags-editor'
import { MeetingReports } from './components/meeting-reports'
import { MeetingStatusBadge } from './components/meeting-status-badge'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { SectionCard } from '../../components/section-card'
import { TranscriptUpload } from './components/transcript-upload'
import { TranscriptViewer } from './components/transcript-viewer'
import { useLoad } from '../../lib/use-load'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1400px',
    width: '100%',
    margin: '0 auto',
  },
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))',
    alignItems: 'start',
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
})

/** /meetings/{id}: in the order of the work — details and participants, the transcript (upload and viewer), analysis, then the meeting's reports. */
export function MeetingPage({ params }: ScreenProps) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  const ability = useAppAbility()
  const id = params.id ?? ''
  const searchText = useSearch()
  const search = new URLSearchParams(searchText)
  const [location, navigate] = useLocation()
  const at = search.get('t')
  const created = search.get('created') === '1'
  const fromReport = search.get('from')
  const meeting = useLoad((signal) => getMeeting(id, signal), [id], t('loadOneError'))
  const hasTranscript = meeting.data?.hasTranscript
  const [reveal, setReveal] = useState(false)
  const transcript = useLoad(
    (signal) => (hasTranscript ? getMeetingTranscript(id, reveal, signal) : Promise.resolve({ data: null })),
    [id, hasTranscript, reveal],
    t('transcript.loadError'),
  )
  const chapters = useLoad<ChaptersOutline>(
    (signal) => (hasTranscript ? getMeetingChapters(id, signal) : Promise.resolve({ data: { chapters: [] } })),
    [id, hasTranscript],
    t('chapters.loadError'),
  )
  // A chapter opens the transcript through the page's own deep link (`?t=`, kept in the address so it can be shared
  // and the way back from a report stays); the count remounts the viewer when the same chapter is chosen again.
  const [opened, setOpened] = useState(0)
  const openAt = (ms: number) => {
    const next = new URLSearchParams(searchText)
    next.set('t', String(ms))
    next.delete('created')
    navigate(`${location}?${next}`, { replace: true })
    setOpened((n) => n + 1)
  }
  const reports = useLoad((signal) => listMeetingReports(id, signal), [id], t('reports.loadError'))

  const back = (
    <Link href={paths.meetings.list.getHref()} asChild>
      <Button icon={<BackArrow />}>{t('detail.back')}</Button>
    </Link>
  )
  if (meeting.notFound)
    return (
      <div className={styles.root}>
        <EmptyState
          icon={<DocumentDismissRegular className={styles.icon} />}
          title={t('detail.notFound')}
          action={back}
        />
      </div>
    )
  if (!meeting.data)
    return (
      <div className={styles.root}>
        {meeting.error ? <ErrorState message={meeting.error} onRetry={meeting.reload} /> : <LoadingState />}
      </div>
    )

  const m = meeting.data
  const canUpdate = ability.can('update', 'Meeting')
  return (
    <div className={styles.root}>
      <PageHeader
        title={m.title}
        badge={<MeetingStatusBadge status={m.status} />}
        subtitle={m.description || undefined}
        actions={back}
      />
      {created && <MeetingCreatedNotice />}
      <div className={styles.grid}>
        <SectionCard title={t('detail.details')}>
          <MeetingDetails meeting={m} />
        </SectionCard>
        <SectionCard title={t('columns.participants')}>
          <MeetingParticipants meeting={m} />
        </SectionCard>
        <SectionCard title={t('tags.title')} id="tags">
          <MeetingTagsEditor meeting={m} canEdit={canUpdate} onSaved={meeting.setData} />
        </SectionCard>
      </div>
      <SectionCard title={t('chapters.title')} id="chapters">
        <MeetingChapters
          hasTranscript={Boolean(m.hasTranscript)}
          outline={chapters}
          atMs={at === null ? null : Number(at)}
          onOpen={openAt}
        />
      </SectionCard>
      <SectionCard title={t('transcript.title')} id="transcript">
        {canUpdate && (
          <TranscriptUpload
            meetingId={m.id}
            replacing={m.hasTranscript}
            onUploaded={() => {
              meeting.reload()
              transcript.reload()
              chapters.reload()
            }}
          />
        )}
        {m.hasTranscript && (
          <TranscriptPrivacyBar
            masked={transcript.data?.masked}
            onReveal={() => setReveal(true)}
            onChanged={() => {
              setReveal(false)
              transcript.reload()
            }}
          />
        )}
        {transcript.error ? (
          <ErrorState message={transcript.error} onRetry={transcript.reload} />
        ) : !m.hasTranscript ? (
          <EmptyState title={t('transcript.empty')} hint={t('transcript.emptyHint')} />
        ) : transcript.data ? (
          <TranscriptViewer
            key={`${at ?? ''}-${opened}`}
            transcript={transcript.data}
            initialMs={at ? Number(at) : undefined}
          />
        ) : (
          <LoadingState />
        )}
        {fromReport && <BackToReportLink reportId={fromReport} ms={at} />}
      </SectionCard>
      {ability.can('create', 'Analysis') ? (
        <SectionCard title={t('analyse.title')}>
          <AnalysePanel
            key={`${m.id}-${m.hasTranscript}`}
            meeting={m}
            onFinished={() => {
              meeting.reload()
              reports.reload()
            }}
          />
        </SectionCard>
      ) : null}
      <SectionCard title={t('reports.title')}>
        <MeetingReports
          reports={reports.data}
          loading={reports.loading}
          error={reports.error}
          onRetry={reports.reload}
        />
      </SectionCard>
      <SubjectCostCard subject="meeting" id={m.id} />
    </div>
  )
}
