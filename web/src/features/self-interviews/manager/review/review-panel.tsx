import { Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '../../../../components/screen-state'
import { useLoad } from '../../../../lib/use-load'
import { below } from '../../../../theme/breakpoints'
import { getReviews, type ManagerAnswer, type SelfInterview } from '../../api'
import { CombinedScorecard } from './combined-scorecard'
import { EngineScorecard } from './engine-scorecard'
import { ReviewForm } from './review-form'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  side: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    alignItems: 'start',
    // Side by side while both tables fit; one under the other on a phone.
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
})

/**
 * "Your review": the caller rates the answers; once submitted, the reviewers' combined scorecard beside the
 * engine's. Others' scores are never loaded before that (the service keeps them back), so nothing can anchor.
 */
export function ReviewPanel({
  interview,
  answers,
  readyReports,
}: {
  interview: SelfInterview
  answers: ManagerAnswer[]
  /** Reloads the scorecard when a report gets ready: the engine's column comes from it. */
  readyReports: number
}) {
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useStyles()
  const load = useLoad(
    (signal) => getReviews(interview.id, signal),
    [interview.id, interview.state, readyReports],
    t('review.loadError'),
  )
  const board = load.data
  if (!board) return load.error ? <ErrorState message={load.error} onRetry={load.reload} /> : <LoadingState />
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const others = board.submitted.filter((r) => !r.mine)
  return (
    <div className={styles.root} data-testid="review-panel" data-status={board.mine.status}>
      {!board.canReview ? (
        <Caption1 className={styles.muted}>{t('review.notYet')}</Caption1>
      ) : (
        <Caption1 className={styles.muted} data-testid="reviewers-submitted">
          {others.length
            ? t('review.othersSubmitted', { names: others.map((r) => r.name).join(', '), count: others.length })
            : t('review.noOthers')}
        </Caption1>
      )}
      {board.canReview && board.mine.status !== 'submitted' && (
        <>
          {others.length > 0 && <Caption1 className={styles.muted}>{t('review.hiddenUntilSubmit')}</Caption1>}
          <ReviewForm interviewId={interview.id} board={board} answers={answers} onSaved={load.setData} />
        </>
      )}
      {board.scorecard && (
        <>
          <Caption1 data-testid="review-submitted">
            {t('review.submittedAt', { date: date.format(new Date(board.mine.submittedAt!)) })}
          </Caption1>
          <div className={styles.side}>
            <div className={styles.column}>
              <Subtitle2 as="h3">{t('review.combined')}</Subtitle2>
              <CombinedScorecard board={board} card={board.scorecard} />
            </div>
            <div className={styles.column}>
              <Subtitle2 as="h3">{t('review.engine')}</Subtitle2>
              <EngineScorecard card={board.scorecard} />
            </div>
          </div>
        </>
      )}
    </div>
  )
}
