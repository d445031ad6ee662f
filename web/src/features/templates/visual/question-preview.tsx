import { Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { estimatedMinutes, type QuestionSetDocument } from './question-model'

const useStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    background: tokens.colorNeutralBackground2,
  },
  // A column: Fluent's text is inline, so the label ran into the question ("Question 1Describe").
  first: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    borderInlineStartWidth: tokens.strokeWidthThicker,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
    paddingInlineStart: tokens.spacingHorizontalS,
  },
})

/**
 * What the candidate sees first with this set: its title and description, how many questions and how long, then
 * question 1. A document without a title of its own shows under the set's name, not "Untitled interview".
 */
export function QuestionPreview({ doc, name }: { doc: QuestionSetDocument; name?: string }) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const first = doc.questions[0]
  return (
    <SectionCard title={t('questions.preview')}>
      <div className={styles.screen} data-testid="question-preview">
        <Subtitle2 dir="auto">{doc.title || name || t('questions.untitled')}</Subtitle2>
        {doc.description && <Body1 dir="auto">{doc.description}</Body1>}
        <Caption1>
          {t('questions.countTimed', { count: doc.questions.length, minutes: estimatedMinutes(doc) })}
        </Caption1>
        {first && (
          <div className={styles.first}>
            <Caption1>{first.practice ? t('questions.practiceLabel') : t('questions.number', { number: 1 })}</Caption1>
            <Body1 as="p" dir="auto" style={{ margin: 0 }}>
              {first.text}
            </Body1>
            {first.hint && <Caption1 dir="auto">{first.hint}</Caption1>}
          </div>
        )}
      </div>
    </SectionCard>
  )
}
