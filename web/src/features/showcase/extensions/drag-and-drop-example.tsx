import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Body1, makeStyles, tokens } from '@fluentui/react-components'
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../components/gallery-example'

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '420px',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    cursor: 'grab',
    touchAction: 'none',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
})

const CODE = `
const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
<DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={({ active, over }) =>
  over && active.id !== over.id && setItems((list) => arrayMove(list, list.indexOf(active.id), list.indexOf(over.id)))}>
  <SortableContext items={items} strategy={verticalListSortingStrategy}>
    {items.map((id) => <SortableRow key={id} id={id} />)}
  </SortableContext>
</DndContext>
// SortableRow: const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id })
`

const ITEMS = ['agenda', 'notes', 'actions', 'followUp'] as const

function Row({ id, label }: { id: string; label: string }) {
  const styles = useStyles()
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id })
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <div className={styles.item} {...attributes} {...listeners}>
        <ReOrderDotsVerticalRegular aria-hidden />
        <Body1>{label}</Body1>
      </div>
    </li>
  )
}

/** A list sorted by pointer or keyboard (Space to lift, arrows to move, Space to drop), as the kanban board does. */
export default function DragAndDropExample() {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const [items, setItems] = useState<string[]>([...ITEMS])
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      setItems((list) => arrayMove(list, list.indexOf(String(active.id)), list.indexOf(String(over.id))))
  }
  const label = (id: string) => t(`ext.dnd.${id as (typeof ITEMS)[number]}`)
  return (
    <GalleryExample code={CODE} column>
      <Body1>{t('ext.dnd.hint')}</Body1>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ screenReaderInstructions: { draggable: t('ext.dnd.instructions') } }}
      >
        <SortableContext items={items} strategy={verticalListSortingStrategy}>
          <ul className={styles.list} aria-label={t('ext.dnd.label')}>
            {items.map((id) => (
              <Row key={id} id={id} label={label(id)} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <Body1 role="status">{t('ext.dnd.order', { order: items.map(label).join(' → ') })}</Body1>
    </GalleryExample>
  )
}
