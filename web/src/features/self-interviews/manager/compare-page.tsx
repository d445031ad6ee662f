import { Body1, Button, Caption1, Link as FluentLink, makeStyles, Text, tokens } from '@fluentui/react-components'
import { PeopleSwapRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link, useSearch } from 'wouter'
import { PageHeader } from '../../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { paths } from '../../../config/paths'
import { useLoad } from '../../../lib/use-load'
import { BackArrow } from '../../analysis'
import { compareInterviews, type Comparison } from '../api'
import { StateBadge } from './state-badge'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1400px',
    width: '100%',
    margin: '0 auto',
  },
  // One column per candidate; below about 260 px each they stack (a phone shows one candidate under another).
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
    alignItems: 'start',
  },
  candidate: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
  },
  name: { fontWeight: tokens.fontWeightSemibold },
  scores: {
    display: 'grid',
    gridTemplateColumns: '1fr max-content',
    gap: `0 ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  pair: { display: 'contents' },
  figure: { fontVariantNumeric: 'tabular-nums', margin: 0 },
  answer: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
})

type Candidate = Comparison['candidates'][number]
type Answer = Comparison['questions'][number]['answers'][number]

/** ?ids=a&ids=b as the list's Compare button writes it (a comma list is read too, for a link typed by hand). */
function idsOf(search: string): string[] {
  const ids = new URLSearchParams(search).getAll('ids').flatMap((v) => v.split(','))
  return [...new Set(ids.map((v) => v.trim()).filter(Boolean))]
}

/** /selfintermanager/compare: 2 to 4 candidates of one question set side by side, question by question. */
export function SelfInterviewComparePage() {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const ids = idsOf(useSearch())
  const enough = ids.length >= 2 && ids.length <= 4
  const load = useLoad(
    (signal) => (enough ? compareInterviews(ids, signal) : Promise.resolve({ data: undefined })),
    [ids.join(',')],
    t('compare.loadError'),
  )
  const back = (
    <Link href={paths.selfInterviews.list.getHref()} asChild>
      <Button appearance="subtle" icon={<BackArrow />}>
        {t('compare.back')}
      </Button>
    </Link>
  )
  const d = load.data
  if (!enough || load.notFound || !d)
    return (
      <div className={styles.root}>
        {back}
        <PageHeader title={t('compare.title')} />
        {!enough ? (
          <EmptyState
            icon={<PeopleSwapRegular className={styles.icon} />}
            title={t('compare.chooseTitle')}
            hint={t('compare.choose')}
          />
        ) : load.notFound ? (
          <EmptyState icon={<PeopleSwapRegular className={styles.icon} />} title={t('compare.notFound')} />
        ) : load.error ? (
          <ErrorState message={load.error} onRetry={load.reload} />
        ) : (
          <LoadingState />
        )}
      </div>
    )

  return (
    <div className={styles.root} data-testid="comparison">
      {back}
      <PageHeader
        title={t('compare.title')}
        subtitle={t('compare.subtitle', { set: d.questionSet.name, count: d.candidates.length })}
      />
      <SectionCard title={t('compare.candidates')}>
        <div className={styles.columns}>
          {d.candidates.map((c) => (
            <CandidateFacts key={c.id} candidate={c} total={d.questions.length} />
          ))}
        </div>
      </SectionCard>
      {d.questions.map((q) => (
        <SectionCard key={q.id} title={t('compare.question', { number: q.number })}>
          <Body1 dir="auto">{q.text}</Body1>
          <div className={styles.columns} data-question={q.id}>
            {q.answers.map((a, i) => (
              <AnswerCell key={a.interviewId} answer={a} name={d.candidates[i]!.candidateName} />
            ))}
          </div>
        </SectionCard>
      ))}
    </div>
  )
}

function CandidateFacts({ candidate: c, total }: { candidate: Candidate; total: number }) {
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 })
  return (
    <div className={styles.candidate} data-candidate={c.id}>
      <Link href={paths.selfInterviews.detail.getHref({ id: c.id })} asChild>
        <FluentLink className={styles.name} dir="auto">
          {c.candidateName}
        </FluentLink>
      </Link>
      <div>
        <StateBadge state={c.state} />
      </div>
      <Caption1 className={styles.muted}>
        {t('compare.answered', { answered: c.answeredCount, total })} ·{' '}
        {c.completedAt
          ? t('compare.completed', { date: date.format(new Date(c.completedAt)) })
          : t('compare.notCompleted')}
      </Caption1>
      <Caption1 data-reviews={c.reviews.visible ? 'visible' : 'hidden'}>
        {c.reviews.submitted === 0
          ? t('compare.noReviews')
          : c.reviews.visible && c.reviews.mean !== null
            ? t('compare.reviewsVisible', { mean: number.format(c.reviews.mean), count: c.reviews.submitted })
            : t('compare.reviewsHidden', { count: c.reviews.submitted })}
      </Caption1>
      {c.reports.length === 0 && <Caption1 className={styles.muted}>{t('compare.noReports')}</Caption1>}
      {c.reports.map((r) => (
        <div key={r.id}>
          <Text weight="semibold" dir="auto">
            {r.title}
          </Text>
          <dl className={styles.scores} aria-label={t('compare.scores', { name: r.title })}>
            {r.scores.map((s) => (
              <div key={s.name} className={styles.pair}>
                <dt dir="auto">{s.name === 'overall' ? t('compare.overall') : s.name}</dt>
                <dd className={styles.figure}>{Math.round(s.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  )
}

function AnswerCell({ answer: a, name }: { answer: Answer; name: string }) {
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useStyles()
  const words = a.transcript ?? a.text
  return (
    <div className={styles.candidate} data-answer={a.status}>
      <Text className={styles.name} dir="auto">
        {name}
      </Text>
      {a.status === 'not-asked' ? (
        <Caption1 className={styles.muted}>{t('compare.notAsked')}</Caption1>
      ) : a.status === 'unanswered' ? (
        <Caption1 className={styles.muted}>{t('compare.unanswered')}</Caption1>
      ) : (
        <>
          {a.recorded && <Caption1 className={styles.muted}>{t('compare.recorded')}</Caption1>}
          {words?.trim() ? (
            <Body1 className={styles.answer} dir="auto">
              {words}
            </Body1>
          ) : (
            <Caption1 className={styles.muted}>
              {a.recorded ? t('compare.noTranscript') : t('detail.emptyAnswer')}
            </Caption1>
          )}
          {a.reviewMean !== null && (
            <Caption1 data-review-mean={a.reviewMean}>
              {t('compare.answerRating', {
                mean: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(a.reviewMean),
              })}
            </Caption1>
          )}
          {a.recorded && (
            <Link href={paths.selfInterviews.detail.getHref({ id: a.interviewId })} asChild>
              <FluentLink>{t('compare.open')}</FluentLink>
            </Link>
          )}
        </>
      )}
    </div>
  )
}
