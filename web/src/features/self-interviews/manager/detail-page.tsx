import { Body1, Button, Link as FluentLink, makeStyles, Text, tokens } from '@fluentui/react-components'
import { PersonFeedbackRegular } from '@fluentui/react-icons'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import type { ScreenProps } from '../../../lib/routing/route-types'
import { PageHeader } from '../../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { paths } from '../../../config/paths'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { getInterview } from '../api'
import { AccommodationCard } from './accommodation-card'
import { ActionsBar } from './actions-bar'
import { AnswersList } from './answers-list'
import { ReportsPanel } from './reports-panel'
import { ReviewPanel } from './review/review-panel'
import { ReviewersSection } from './review/reviewers-section'
import { StateBadge } from './state-badge'
import { Timeline } from './timeline'
import { BackArrow } from '../../analysis'

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
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(340px, 100%), 1fr))',
    alignItems: 'start',
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
})

/** /selfintermanager/{id}: the interview's facts, timeline, answers and reports, with revoke / resend / extend. */
export function SelfInterviewPage({ params }: ScreenProps) {
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useStyles()
  const ability = useAppAbility()
  const [, navigate] = useLocation()
  const id = params.id ?? ''
  const detail = useLoad((signal) => getInterview(id, signal), [id], t('detail.loadError'))
  const d = detail.data
  const active = d?.analysis && ['queued', 'running'].includes(d.analysis.status)
  // Live progress: poll while the reports are being made (the job runs on any instance).
  useEffect(() => {
    if (!active) return
    const timer = setInterval(detail.reload, 2000)
    return () => clearInterval(timer)
  }, [active, detail.reload])

  const back = (
    <Link href={paths.selfInterviews.list.getHref()} asChild>
      <Button appearance="subtle" icon={<BackArrow />}>
        {t('detail.back')}
      </Button>
    </Link>
  )
  if (detail.notFound)
    return (
      <div className={styles.root}>
        {back}
        <EmptyState icon={<PersonFeedbackRegular className={styles.icon} />} title={t('detail.notFound')} />
      </div>
    )
  if (!d)
    return (
      <div className={styles.root}>
        {back}
        {detail.error ? <ErrorState message={detail.error} onRetry={detail.reload} /> : <LoadingState />}
      </div>
    )

  const s = d.selfInterview
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div className={styles.root}>
      {back}
      <PageHeader
        title={s.candidateName}
        subtitle={s.candidateEmail}
        badge={<StateBadge state={s.state} />}
        actions={
          <ActionsBar
            interview={s}
            canUpdate={ability.can('update', 'SelfInterview')}
            canDelete={ability.can('delete', 'SelfInterview')}
            onChanged={detail.reload}
            onDeleted={() => navigate(paths.selfInterviews.list.getHref())}
          />
        }
      />
      <div className={styles.grid}>
        <SectionCard title={t('detail.about')}>
          <div className={styles.facts}>
            <Text className={styles.muted}>{t('wizard.questionSet')}</Text>
            <Body1>{t('detail.setVersion', { name: s.questionSet.name, version: s.questionSet.version })}</Body1>
            <Text className={styles.muted}>{t('columns.progress')}</Text>
            <Body1>{t('list.answered', { answered: s.answeredCount, total: s.questionCount })}</Body1>
            <Text className={styles.muted}>{t('wizard.language')}</Text>
            <Body1>{t(`language.${s.language}`)}</Body1>
            <Text className={styles.muted}>{t('columns.expires')}</Text>
            <Body1>{date.format(new Date(s.expiresAt))}</Body1>
            {s.meetingId && (
              // The meeting the answers became is not in the meeting list; it is reached from here.
              <>
                <Text className={styles.muted}>{t('detail.analysedAs')}</Text>
                <Body1>
                  <Link href={paths.meetings.detail.getHref({ id: s.meetingId })} asChild>
                    <FluentLink data-testid="interview-meeting">{t('detail.openTranscript')}</FluentLink>
                  </Link>
                </Body1>
              </>
            )}
          </div>
        </SectionCard>
        <AccommodationCard interview={s} canUpdate={ability.can('update', 'SelfInterview')} onChanged={detail.reload} />
        <SectionCard title={t('detail.timeline')}>
          <Timeline events={d.events} />
        </SectionCard>
        <SectionCard title={t('detail.reports')}>
          <ReportsPanel detail={d} canEdit={ability.can('update', 'SelfInterview')} onChanged={detail.reload} />
        </SectionCard>
      </div>
      <SectionCard title={t('detail.answers')}>
        <AnswersList
          interviewId={s.id}
          answers={d.answers}
          canEdit={ability.can('update', 'SelfInterview')}
          onChanged={detail.reload}
        />
      </SectionCard>
      <SectionCard title={t('team.title')}>
        <ReviewersSection interviewId={s.id} canManage={ability.can('update', 'SelfInterview')} />
      </SectionCard>
      <SectionCard title={t('review.title')}>
        <ReviewPanel
          interview={s}
          answers={d.answers}
          readyReports={d.reports.filter((r) => r.status === 'ready').length}
        />
      </SectionCard>
    </div>
  )
}
