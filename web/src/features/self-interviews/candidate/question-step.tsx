import {
  Badge,
  Body1,
  Button,
  Caption1,
  Field,
  makeStyles,
  ProgressBar,
  Subtitle1,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { openQuestion, saveAnswer, startAnswer, type PublicInterview, type PublicQuestion } from '../api'
import { clock, msLeft, phaseOf } from './server-clock'
import { MediaAnswer } from '../media/media-answer'
import { useAutosave } from './use-autosave'
import { useNow } from './use-now'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  question: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  timer: {
    fontSize: tokens.fontSizeHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  low: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
})

interface Props {
  uid: string
  interview: PublicInterview
  question: PublicQuestion
  offset: number
  busy: boolean
  act: (call: () => Promise<{ data?: PublicInterview; error?: unknown; response?: Response }>) => Promise<boolean>
  reload: () => Promise<void>
}

/**
 * One question: a button opens it (the server starts its clock), the think countdown runs, then the answer
 * timer; the text autosaves, and when time runs out the last draft is submitted.
 */
export function QuestionStep({ uid, interview, question, offset, busy, act, reload }: Props) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const [text, setText] = useState(question.answer)
  // The server is the clock: "Answer now" moves the deadlines there, so the limit shown is the one announced.
  const phase = phaseOf(question, offset, useNow(question.status === 'open'))
  const total = interview.questions.filter((q) => !q.practice).length
  const number = interview.questions.filter((q) => !q.practice && q.position <= question.position).length
  const submitted = useRef(false)

  useEffect(() => {
    setText(question.answer)
    submitted.current = false
  }, [question.id]) // eslint-disable-line react-hooks/exhaustive-deps

  const save = useCallback(
    async (value: string) => {
      const r = await saveAnswer(uid, question.id, value, false)
      if (r.response.status === 409) await reload()
      return Boolean(r.data)
    },
    [uid, question.id, reload],
  )
  const status = useAutosave(text, question.answer, save, phase === 'answer' && question.mode === 'text')

  const submit = useCallback(() => {
    if (submitted.current) return
    submitted.current = true
    void act(() => saveAnswer(uid, question.id, text, true))
  }, [act, uid, question.id, text])

  // Time is up: the draft goes in as the answer (the server accepts it within its grace).
  const media = question.mode !== 'text'
  useEffect(() => {
    if (!media && phase === 'over' && question.status === 'open') submit()
  }, [media, phase, question.status, submit])

  const left = msLeft(phase === 'think' ? question.thinkDeadline : question.answerDeadline, offset)
  const span = (phase === 'think' ? question.thinkSeconds : question.answerSeconds) * 1000

  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <Subtitle1 as="h2">{t('take.questionOf', { number, total })}</Subtitle1>
        {phase !== 'pending' && (
          <Badge appearance="tint" color={phase === 'think' ? 'informative' : 'brand'}>
            {t(`take.phase.${phase}`)}
          </Badge>
        )}
      </div>
      {question.status === 'pending' ? (
        <>
          <Body1>
            {t('take.beforeQuestion', { think: question.thinkSeconds, answer: clock(question.answerSeconds * 1000) })}
          </Body1>
          <div className={styles.actions}>
            <Button
              appearance="primary"
              disabled={busy}
              onClick={() => void act(() => openQuestion(uid, question.id))}
              data-testid="show-question"
            >
              {t('take.showQuestion')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Body1 className={styles.question} data-testid="question-text" dir="auto">
            {question.text}
          </Body1>
          <div aria-live="polite">
            <Caption1 className={styles.muted}>
              {phase === 'think' ? t('take.thinkLeft') : t('take.answerLeft')}
            </Caption1>
            <div className={`${styles.timer} ${left < 10_000 ? styles.low : ''}`} role="timer">
              {clock(left)}
            </div>
            <ProgressBar
              value={span ? Math.min(1, left / span) : 0}
              thickness="large"
              color={left < 10_000 ? 'error' : 'brand'}
              aria-hidden // the timer above says the time left; the bar repeats it for the eye
            />
          </div>
          {media ? (
            <MediaAnswer uid={uid} question={question} phase={phase} onSubmitted={() => void reload()} />
          ) : (
            <Field label={t('take.yourAnswer')} hint={status === 'idle' ? undefined : t(`take.save.${status}`)}>
              <Textarea
                value={text}
                onChange={(_, d) => setText(d.value)}
                resize="vertical"
                rows={8}
                disabled={phase !== 'answer'}
                data-testid="answer-text"
              />
            </Field>
          )}
          <div className={styles.actions}>
            {phase === 'think' && (
              <Button
                disabled={busy}
                onClick={() => void act(() => startAnswer(uid, question.id))}
                data-testid="answer-now"
              >
                {t('take.answerNow')}
              </Button>
            )}
            {phase === 'think' && (
              <Caption1 className={styles.muted}>{t(media ? 'take.thinkHintMedia' : 'take.thinkHint')}</Caption1>
            )}
            {!media && (
              <Button
                appearance="primary"
                disabled={busy || phase !== 'answer' || !text.trim()}
                onClick={submit}
                data-testid="submit-answer"
              >
                {t('take.submitAnswer')}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  )
}
