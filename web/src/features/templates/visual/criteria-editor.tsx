import { Button, Caption1, Field, Input, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { newCriterion, type Criterion } from './question-model'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  criterion: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
  },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  name: { flexGrow: 1, minWidth: 0 },
  anchor: { minWidth: 0 },
  input: { width: '100%', minWidth: 0 },
  anchors: {
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  },
  muted: { color: tokens.colorNeutralForeground3 },
})

/**
 * The question's rubric: what reviewers rate its answer on, 1 to 5, each criterion with what a 1, a 3 and a 5
 * look like (the anchors reviewers see beside the choice). Without criteria, reviewers give one overall rating.
 */
export function CriteriaEditor({
  criteria,
  questionLabel,
  onChange,
}: {
  criteria: Criterion[]
  questionLabel: string
  onChange: (criteria: Criterion[]) => void
}) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const set = (i: number, next: Criterion) => onChange(criteria.map((c, j) => (j === i ? next : c)))
  return (
    <div className={styles.root}>
      <Subtitle2 as="h4">{t('questions.rubric')}</Subtitle2>
      {criteria.length === 0 && <Caption1 className={styles.muted}>{t('questions.noRubric')}</Caption1>}
      {criteria.map((c, i) => (
        <div key={c.id} className={styles.criterion} data-criterion={c.id}>
          <div className={styles.head}>
            <Field
              label={t('questions.criterionName')}
              className={styles.name}
              validationMessage={c.name.trim() ? undefined : t('questions.criterionNameRequired')}
            >
              <Input dir="auto" value={c.name} maxLength={200} onChange={(_, d) => set(i, { ...c, name: d.value })} />
            </Field>
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t('questions.deleteCriterion', { name: c.name || c.id, question: questionLabel })}
              onClick={() => onChange(criteria.filter((_, j) => j !== i))}
            />
          </div>
          <div className={styles.anchors}>
            {(['1', '3', '5'] as const).map((v) => (
              <Field key={v} label={t(`questions.anchor${v}`)} className={styles.anchor}>
                <Input
                  className={styles.input}
                  dir="auto"
                  value={c.anchors[v]}
                  maxLength={500}
                  onChange={(_, d) => set(i, { ...c, anchors: { ...c.anchors, [v]: d.value } })}
                />
              </Field>
            ))}
          </div>
        </div>
      ))}
      <div>
        <Button
          icon={<AddRegular />}
          disabled={criteria.length >= 10}
          onClick={() => onChange([...criteria, newCriterion(criteria, t('questions.newCriterion'))])}
        >
          {t('questions.addCriterion')}
        </Button>
      </div>
    </div>
  )
}
