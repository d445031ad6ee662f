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
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PublicQuestion } from '../api'
import { clock } from './server-clock'
import { useNow } from './use-now'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  timer: {
    fontSize: tokens.fontSizeHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
})

type Phase = 'ready' | 'think' | 'answer' | 'over'

/**
 * The practice question: the same think and answer timers as a real question (with any extra time granted), run
 * here in the browser only. Nothing is sent: it never counts and the manager never sees it.
 */
export function PracticeStep({ question, onDone }: { question: PublicQuestion; onDone: () => void }) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const [text, setText] = useState('')
  const [started, setStarted] = useState<{ think: number; answer: number } | null>(null)
  const now = useNow(started !== null)
  const phase: Phase = !started ? 'ready' : now < started.think ? 'think' : now < started.answer ? 'answer' : 'over'
  const left = started ? (phase === 'think' ? started.think : started.answer) - now : 0
  const span = (phase === 'think' ? question.thinkSeconds : question.answerSeconds) * 1000
  const start = () => {
    const at = Date.now()
    const think = at + question.thinkSeconds * 1000
    setText('')
    setStarted({ think, answer: think + question.answerSeconds * 1000 })
  }
  const answerNow = () => setStarted({ think: Date.now(), answer: Date.now() + question.answerSeconds * 1000 })

  return (
    <div className={styles.root} data-testid="practice">
      <div className={styles.head}>
        <Subtitle1 as="h2">{t('take.practice.title')}</Subtitle1>
        {phase !== 'ready' && (
          <Badge appearance="tint" color={phase === 'think' ? 'informative' : 'brand'}>
            {t(`take.phase.${phase}`)}
          </Badge>
        )}
      </div>
      <Body1>{t('take.practice.hint')}</Body1>
      {phase === 'ready' ? (
        <Body1>
          {t('take.beforeQuestion', { think: question.thinkSeconds, answer: clock(question.answerSeconds * 1000) })}
        </Body1>
      ) : (
        <>
          <Body1 dir="auto">{question.text}</Body1>
          {phase !== 'over' && (
            <div aria-live="polite">
              <Caption1 className={styles.muted}>
                {phase === 'think' ? t('take.thinkLeft') : t('take.answerLeft')}
              </Caption1>
              <div className={styles.timer} role="timer">
                {clock(Math.max(0, left))}
              </div>
              <ProgressBar value={span ? Math.min(1, left / span) : 0} thickness="large" aria-hidden />
            </div>
          )}
          {phase === 'over' && <Body1 data-testid="practice-over">{t('take.practice.over')}</Body1>}
          <Field label={t('take.yourAnswer')}>
            <Textarea value={text} onChange={(_, d) => setText(d.value)} rows={4} disabled={phase !== 'answer'} />
          </Field>
        </>
      )}
      <div className={styles.actions}>
        {phase === 'ready' && (
          <Button appearance="primary" onClick={start}>
            {t('take.practice.start')}
          </Button>
        )}
        {phase === 'think' && <Button onClick={answerNow}>{t('take.answerNow')}</Button>}
        {phase === 'answer' && (
          <Button onClick={() => setStarted({ think: started!.think, answer: Date.now() })}>
            {t('take.practice.stop')}
          </Button>
        )}
        {phase === 'over' && <Button onClick={start}>{t('take.practice.again')}</Button>}
        <Button appearance={phase === 'ready' ? 'secondary' : 'primary'} onClick={onDone}>
          {t('take.practice.done')}
        </Button>
      </div>
    </div>
  )
}
