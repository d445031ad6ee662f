import { Body1, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { SelfInterviewDetail } from '../api'
import { AnswerMedia } from './answer-media'

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  question: { fontWeight: tokens.fontWeightSemibold },
  answer: { whiteSpace: 'pre-wrap', display: 'block', marginTop: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** The candidate's answers in question order (the practice question is never here). */
export function AnswersList({
  interviewId,
  answers,
  canEdit,
  onChanged,
}: {
  interviewId: string
  answers: SelfInterviewDetail['answers']
  canEdit: boolean
  onChanged: () => void
}) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  if (!answers.length) return <Caption1 className={styles.muted}>{t('detail.noAnswers')}</Caption1>
  return (
    <ol className={styles.list} data-testid="answers">
      {answers.map((a) => (
        <li key={a.questionId}>
          <Text className={styles.question} dir="auto">
            {a.question}
          </Text>
          <Body1 className={styles.answer} dir="auto">
            {a.transcript ?? a.text ?? ''}
          </Body1>
          {a.media && <AnswerMedia interviewId={interviewId} answer={a} canEdit={canEdit} onChanged={onChanged} />}
          {!a.media && !a.text.trim() && !a.transcript && (
            <Caption1 className={styles.muted}>{t('detail.emptyAnswer')}</Caption1>
          )}
          {!a.submittedAt && <Caption1 className={styles.muted}> {t('detail.draft')}</Caption1>}
        </li>
      ))}
    </ol>
  )
}
