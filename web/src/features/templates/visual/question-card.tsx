import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import {
  Button,
  Card,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  SpinButton,
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { CopyRegular, DeleteRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { CriteriaEditor } from './criteria-editor'
import { ANSWER_MODES, QUESTION_DEFAULTS, type AnswerMode, type Question } from './question-model'

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  text: { flexGrow: 1, minWidth: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
  hint: { flexGrow: 1, minWidth: '160px' },
  number: { width: '120px' },
  handle: { cursor: 'grab', touchAction: 'none' },
})

type Seconds = 'thinkSeconds' | 'answerSeconds' | 'retakes'
const LIMITS: Record<Seconds, [number, number, number]> = {
  thinkSeconds: [0, 600, 10],
  answerSeconds: [10, 3600, 30],
  retakes: [0, 5, 1],
}

/**
 * One question: drag handle (mouse, touch, or keyboard: Space then arrows), its text and hint, how it is answered,
 * its think and answer time and retakes. An empty number falls back to the interview's default, shown as placeholder.
 */
export function QuestionCard({
  question,
  number,
  onChange,
  onDuplicate,
  onDelete,
}: {
  question: Question
  number: number
  onChange: (patch: Partial<Question>) => void
  onDuplicate: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: question.id,
  })
  const label = t('questions.number', { number })
  const mode = question.mode ?? QUESTION_DEFAULTS.mode
  const numberField = (key: Seconds) => {
    const [min, max, step] = LIMITS[key]
    const set = (v: number | null | undefined) =>
      onChange({
        [key]:
          v === null || v === undefined || !Number.isFinite(v)
            ? undefined
            : Math.min(max, Math.max(min, Math.round(v))),
      })
    return (
      <Field label={t(`questions.${key}`)} className={styles.number}>
        <SpinButton
          value={question[key] ?? null}
          min={min}
          max={max}
          step={step}
          placeholder={String(QUESTION_DEFAULTS[key])}
          onChange={(_, d) => set(d.value !== undefined ? d.value : d.displayValue ? Number(d.displayValue) : null)}
        />
      </Field>
    )
  }
  return (
    <Card
      ref={setNodeRef}
      className={styles.card}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-question={question.id}
    >
      <div className={styles.head}>
        <Button
          ref={setActivatorNodeRef}
          appearance="subtle"
          className={styles.handle}
          icon={<ReOrderDotsVerticalRegular />}
          aria-label={t('visual.drag', { title: label })}
          {...attributes}
          {...listeners}
        />
        <Field
          label={label}
          className={styles.text}
          validationMessage={question.text.trim() ? undefined : t('questions.textRequired')}
        >
          <Textarea
            dir="auto"
            value={question.text}
            maxLength={2000}
            resize="vertical"
            onChange={(_, d) => onChange({ text: d.value })}
          />
        </Field>
        <Button
          appearance="subtle"
          icon={<CopyRegular />}
          aria-label={t('visual.duplicate', { title: label })}
          onClick={onDuplicate}
        />
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={t('visual.delete', { title: label })}
          onClick={onDelete}
        />
      </div>
      <Field label={t('questions.hint')} className={styles.hint}>
        <Input
          dir="auto"
          value={question.hint ?? ''}
          maxLength={1000}
          onChange={(_, d) => onChange({ hint: d.value })}
        />
      </Field>
      <div className={styles.row}>
        <Field label={t('questions.mode')}>
          <Dropdown
            value={t(`questions.modes.${mode}`)}
            selectedOptions={[mode]}
            onOptionSelect={(_, d) =>
              d.optionValue && onChange({ mode: d.optionValue === 'text' ? undefined : (d.optionValue as AnswerMode) })
            }
          >
            {ANSWER_MODES.map((m) => (
              <Option key={m} value={m}>
                {t(`questions.modes.${m}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {numberField('thinkSeconds')}
        {numberField('answerSeconds')}
        {mode !== 'text' && numberField('retakes')}
        <Switch
          label={t('questions.practice')}
          checked={question.practice === true}
          onChange={(_, d) => onChange({ practice: d.checked })}
        />
      </div>
      {question.practice !== true && (
        <CriteriaEditor
          criteria={question.criteria ?? []}
          questionLabel={label}
          onChange={(criteria) => onChange({ criteria })}
        />
      )}
    </Card>
  )
}
