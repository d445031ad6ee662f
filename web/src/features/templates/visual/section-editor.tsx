import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { CriterionCard } from './criterion-card'
import { shares, weightSum, type Criterion, type Section } from './visual-model'

const useStyles = makeStyles({ list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } })

export interface SectionActions {
  rename: (title: string) => void
  move: (from: number, to: number) => void
  change: (c: number, patch: Partial<Criterion>) => void
  add: () => void
  duplicate: (c: number) => void
  remove: (c: number) => void
  removeSection: () => void
}

/** A section's criteria as cards reordered by drag and drop or keyboard, with the weight-sum check. */
export function SectionEditor({ section, actions }: { section: Section; actions: SectionActions }) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = section.criteria.map((c) => c.id)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    actions.move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
  }
  const sum = weightSum(section)
  const share = shares(section)
  return (
    <SectionCard
      title={section.title}
      action={
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={t('visual.deleteSection', { title: section.title })}
          onClick={actions.removeSection}
        />
      }
    >
      <Field label={t('visual.sectionTitle')}>
        <Input dir="auto" value={section.title} onChange={(_, d) => actions.rename(d.value)} />
      </Field>
      <MessageBar intent={sum > 0 ? 'info' : 'error'}>
        <MessageBarBody>
          {sum > 0 ? t('visual.sum', { sum: Math.round(sum * 10) / 10 }) : t('visual.sumZero')}
        </MessageBarBody>
      </MessageBar>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <div className={styles.list}>
            {section.criteria.map((c, i) => (
              <CriterionCard
                key={c.id}
                criterion={c}
                share={share[i] ?? 0}
                onChange={(p) => actions.change(i, p)}
                onDuplicate={() => actions.duplicate(i)}
                onDelete={() => actions.remove(i)}
              />
            ))}
          </div>
        </SortableContext>
      </DndContext>
      <Button icon={<AddRegular />} onClick={actions.add}>
        {t('visual.addCriterion')}
      </Button>
    </SectionCard>
  )
}
