import { Body1, Button, Caption1, Field, makeStyles, Subtitle1, Textarea, tokens } from '@fluentui/react-components'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { completePublicInterview, saveAnswer, type PublicInterview, type PublicQuestion } from '../api'
import { useAutosave } from './use-autosave'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  question: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
})

type Act = (call: () => Promise<{ data?: PublicInterview; error?: unknown; response?: Response }>) => Promise<boolean>

/** The one-page questionnaire: every question at once, each answer autosaved, one submit. */
export function OnePageForm({
  uid,
  interview,
  busy,
  act,
}: {
  uid: string
  interview: PublicInterview
  busy: boolean
  act: Act
}) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const questions = interview.questions.filter((q) => !q.practice)
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(questions.map((q) => [q.id, q.answer])),
  )
  const filled = questions.filter((q) => answers[q.id]?.trim()).length
  const submit = async () => {
    // Whatever is still waiting for its autosave goes first, so nothing typed is lost.
    for (const q of questions) if (answers[q.id] !== q.answer) await saveAnswer(uid, q.id, answers[q.id] ?? '', false)
    await act(() => completePublicInterview(uid))
  }
  return (
    <div className={styles.root}>
      <Subtitle1 as="h1">{t('onePage.title')}</Subtitle1>
      <Body1>{t('onePage.hint')}</Body1>
      {questions.map((q, i) => (
        <OnePageQuestion
          key={q.id}
          uid={uid}
          index={i + 1}
          question={q}
          value={answers[q.id] ?? ''}
          onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))}
        />
      ))}
      <Caption1>{t('onePage.filled', { filled, total: questions.length })}</Caption1>
      <div>
        <Button appearance="primary" disabled={busy || filled === 0} onClick={() => void submit()}>
          {t('onePage.submit')}
        </Button>
      </div>
    </div>
  )
}

function OnePageQuestion({
  uid,
  index,
  question,
  value,
  onChange,
}: {
  uid: string
  index: number
  question: PublicQuestion
  value: string
  onChange: (v: string) => void
}) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const save = useCallback(
    async (text: string) => Boolean((await saveAnswer(uid, question.id, text, false)).data),
    [uid, question.id],
  )
  const status = useAutosave(value, question.answer, save, true)
  return (
    <div className={styles.question}>
      <Field
        // The question is the author's text: its own direction (an English question keeps its full stop on the right).
        label={{ children: `${index}. ${question.text ?? ''}`, dir: 'auto' }}
        hint={status === 'idle' ? undefined : t(`take.save.${status}`)}
      >
        <Textarea
          value={value}
          onChange={(_, d) => onChange(d.value)}
          rows={4}
          resize="vertical"
          data-testid={`answer-${question.id}`}
        />
      </Field>
    </div>
  )
}
