import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import {
  Button,
  Caption1,
  Card,
  Field,
  Input,
  makeStyles,
  Slider,
  SpinButton,
  tokens,
} from '@fluentui/react-components'
import { CopyRegular, DeleteRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { KeywordChips } from './keyword-chips'
import type { Criterion } from './visual-model'

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  title: { flexGrow: 1, minWidth: '160px' },
  weight: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  handle: { cursor: 'grab', touchAction: 'none' },
})

/** One criterion: drag handle (mouse, touch, or keyboard: Space then arrows), title, weight, keywords. */
export function CriterionCard({
  criterion,
  share,
  onChange,
  onDuplicate,
  onDelete,
}: {
  criterion: Criterion
  share: number
  onChange: (patch: Partial<Criterion>) => void
  onDuplicate: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: criterion.id,
  })
  const setWeight = (w: number | null | undefined) =>
    w !== null &&
    w !== undefined &&
    Number.isFinite(w) &&
    onChange({ weight: Math.min(10, Math.max(0, Math.round(w * 10) / 10)) })
  return (
    <Card
      ref={setNodeRef}
      className={styles.card}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-criterion={criterion.id}
    >
      <div className={styles.head}>
        <Button
          ref={setActivatorNodeRef}
          appearance="subtle"
          className={styles.handle}
          icon={<ReOrderDotsVerticalRegular />}
          aria-label={t('visual.drag', { title: criterion.title })}
          {...attributes}
          {...listeners}
        />
        <Field label={t('visual.criterionTitle')} className={styles.title}>
          <Input dir="auto" value={criterion.title} onChange={(_, d) => onChange({ title: d.value })} />
        </Field>
        <Button
          appearance="subtle"
          icon={<CopyRegular />}
          aria-label={t('visual.duplicate', { title: criterion.title })}
          onClick={onDuplicate}
        />
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={t('visual.delete', { title: criterion.title })}
          onClick={onDelete}
        />
      </div>
      <div className={styles.weight}>
        {/* Tenths as integers: the slider's thumb does not follow fractional steps. */}
        <Slider
          min={0}
          max={100}
          step={1}
          value={Math.round(criterion.weight * 10)}
          aria-label={t('visual.weightOf', { title: criterion.title })}
          aria-valuetext={String(criterion.weight)}
          onChange={(_, d) => setWeight(d.value / 10)}
        />
        <SpinButton
          value={criterion.weight}
          min={0}
          max={10}
          step={0.1}
          aria-label={t('visual.weightNumber', { title: criterion.title })}
          onChange={(_, d) => setWeight(d.value ?? (d.displayValue !== undefined ? Number(d.displayValue) : null))}
        />
        <Caption1>{t('visual.share', { share: Math.round(share) })}</Caption1>
      </div>
      <KeywordChips
        value={criterion.keywords}
        onChange={(keywords) => onChange({ keywords })}
        label={t('visual.keywordsOf', { title: criterion.title })}
      />
    </Card>
  )
}
