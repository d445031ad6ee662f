import {
  Body1,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Title2,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import type { ScreenProps } from '../../../lib/routing/route-types'
import { useLoad } from '../../../lib/use-load'
import { getReviewLink, saveLinkReview, submitLinkReview, type PublicReview, type ReviewScore } from '../api'
import { CandidateShell } from '../candidate/candidate-shell'
import { useInterviewLanguage } from '../candidate/use-interview-language'
import { CombinedScorecard } from '../manager/review/combined-scorecard'
import { ReviewForm } from '../manager/review/review-form'

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0, overflowWrap: 'anywhere' },
  player: { width: '100%', maxWidth: '480px' },
  media: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
})

/**
 * /review/{token}: an invited reviewer without an account reviews one interview, no sign-in (as the candidate's
 * /i/{uid}). It opens in the interview's language, with the language switch; the form is the signed-in
 * reviewers' own, saving through the link. Others' scores appear only once this review is submitted.
 */
export function ReviewLinkPage({ params }: ScreenProps) {
  const token = params.token ?? ''
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useStyles()
  const load = useLoad((signal) => getReviewLink(token, signal), [token], t('reviewLink.loadError'))
  const d = load.data
  useInterviewLanguage(`review-${token}`, d?.language)
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

  let body
  if (load.notFound) body = <EmptyState title={t('reviewLink.notFound')} />
  else if (!d) body = load.error ? <ErrorState message={load.error} onRetry={load.reload} /> : <LoadingState />
  else body = <Review token={token} data={d} onSaved={(board) => load.setData({ ...d, board })} />

  return (
    <CandidateShell organization={d?.organization}>
      {d && (
        <div className={styles.head}>
          <Title2 as="h1" className={styles.title}>
            {t('reviewLink.title', { name: d.candidateName })}
          </Title2>
          <Body1 className={styles.muted}>
            {t('reviewLink.intro', {
              organization: d.organization,
              reviewer: d.reviewerName,
              date: date.format(new Date(d.dueAt)),
            })}
          </Body1>
        </div>
      )}
      {body}
    </CandidateShell>
  )
}

function Review({
  token,
  data,
  onSaved,
}: {
  token: string
  data: PublicReview
  onSaved: (board: PublicReview['board']) => void
}) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const board = data.board
  const mediaOf = new Map(data.answers.map((a) => [a.questionId, a.mediaUrl]))
  if (!board.canReview) return <Caption1 className={styles.muted}>{t('review.notYet')}</Caption1>
  // Submitted: the reviewers' combined scores, now that this reviewer's own can no longer be swayed by them.
  if (board.mine.status === 'submitted')
    return (
      <>
        <MessageBar intent="success" data-testid="review-link-done">
          <MessageBarBody>{t('reviewLink.done')}</MessageBarBody>
        </MessageBar>
        {board.scorecard && (
          <div className={styles.media}>
            <Subtitle2 as="h2">{t('review.combined')}</Subtitle2>
            <CombinedScorecard board={board} card={board.scorecard} />
          </div>
        )}
      </>
    )
  return (
    <div data-testid="review-panel" data-status={board.mine.status}>
      {board.submitted.some((r) => !r.mine) && (
        <Caption1 className={styles.muted}>{t('review.hiddenUntilSubmit')}</Caption1>
      )}
      <ReviewForm
        interviewId=""
        board={board}
        answers={data.answers}
        onSaved={onSaved}
        calls={{
          save: (scores: ReviewScore[]) => saveLinkReview(token, scores),
          submit: (scores: ReviewScore[]) => submitLinkReview(token, scores),
        }}
        media={(questionId) => {
          const url = mediaOf.get(questionId)
          return url ? (
            <div className={styles.media}>
              <Caption1 className={styles.muted}>{t('reviewLink.recording')}</Caption1>
              {/* The link's own URL streams the recording with Range: no sign-in header needed. */}
              <audio className={styles.player} controls preload="metadata" src={url} />
            </div>
          ) : null
        }}
      />
    </div>
  )
}
