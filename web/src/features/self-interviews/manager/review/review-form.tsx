import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../../components/confirm-dialog'
import { failure, saveReview, submitReview, type ManagerAnswer, type ReviewBoard, type ReviewScore } from '../../api'
import { CriterionRating } from './criterion-rating'
import { cellKey, draftOf, progressOf, scoresOf, type Draft } from './review-draft'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  question: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  answer: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    color: tokens.colorNeutralForeground2,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
})

type Call = (scores: ReviewScore[]) => Promise<{ data?: ReviewBoard; error?: unknown }>

/**
 * The caller's review: each answer rated on its criteria (1-5) with comments; saved as a draft, then submitted.
 * A signed-in reviewer saves through the interview; an external reviewer passes the calls of their link
 * (`calls`) and a player for recorded answers (`media`).
 */
export function ReviewForm({
  interviewId,
  board,
  answers,
  onSaved,
  calls,
  media,
}: {
  interviewId: string
  board: ReviewBoard
  answers: Pick<ManagerAnswer, 'questionId' | 'text' | 'transcript'>[]
  onSaved: (board: ReviewBoard) => void
  calls?: { save: Call; submit: Call }
  media?: (questionId: string) => ReactNode
}) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const [draft, setDraft] = useState<Draft>(() => draftOf(board.mine.scores))
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const progress = progressOf(board, draft)
  const answerOf = new Map(answers.map((a) => [a.questionId, a]))

  const save = async () => {
    setSaving(true)
    setError(undefined)
    const r = await (calls?.save ?? ((x: ReviewScore[]) => saveReview(interviewId, x)))(scoresOf(board, draft)).catch(
      (e: unknown) => ({
        data: undefined,
        error: e,
      }),
    )
    setSaving(false)
    if (r.error || !r.data) return setError(failure(r.error, t('review.saveError')).message)
    setDirty(false)
    onSaved(r.data)
  }
  const submit = async () => {
    const r = await (calls?.submit ?? ((x: ReviewScore[]) => submitReview(interviewId, x)))(
      scoresOf(board, draft),
    ).catch((e: unknown) => ({
      data: undefined,
      error: e,
    }))
    if (r.error || !r.data) return failure(r.error, t('review.saveError')).message
    setConfirming(false)
    onSaved(r.data)
    return undefined
  }

  return (
    <div className={styles.root} data-testid="review-form">
      {board.questions.map((q) => {
        const answer = answerOf.get(q.questionId)
        const text = answer?.transcript || answer?.text
        const player = q.answered ? media?.(q.questionId) : null
        return (
          <section key={q.questionId} className={styles.question} data-question={q.questionId}>
            <Subtitle2 as="h3">{t('review.question', { number: q.number, question: q.question })}</Subtitle2>
            {player}
            {q.answered && text ? (
              <Body1 className={styles.answer} dir="auto">
                {text}
              </Body1>
            ) : (
              // A recording without its transcript yet is an answer: the player above is it.
              !player && <Caption1 className={styles.muted}>{t('review.notAnswered')}</Caption1>
            )}
            {q.criteria.map((c) => {
              const key = cellKey(q.questionId, c.id)
              const cell = draft[key]
              return (
                <CriterionRating
                  key={c.id}
                  criterion={c}
                  rating={cell?.rating}
                  comment={cell?.comment ?? ''}
                  onChange={(next) => {
                    setDraft((d) => ({ ...d, [key]: next }))
                    setDirty(true)
                  }}
                />
              )
            })}
          </section>
        )
      })}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          onClick={() => void save()}
          disabled={saving}
          icon={saving ? <Spinner size="tiny" /> : undefined}
          data-testid="review-save"
        >
          {t('review.saveDraft')}
        </Button>
        <Button
          appearance="primary"
          disabled={saving || progress.rated < progress.total || progress.total === 0}
          onClick={() => setConfirming(true)}
          data-testid="review-submit"
        >
          {t('review.submit')}
        </Button>
        <Caption1 className={styles.muted} role="status" data-testid="review-progress">
          {dirty
            ? t('review.progress', progress)
            : board.mine.status === 'draft'
              ? t('review.draftSaved', progress)
              : t('review.progress', progress)}
        </Caption1>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('review.confirmTitle')}
          body={t('review.confirmBody')}
          confirmLabel={t('review.submit')}
          onClose={() => setConfirming(false)}
          onConfirm={submit}
        />
      )}
    </div>
  )
}
