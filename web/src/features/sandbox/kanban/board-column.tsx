import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import {
  Button,
  CounterBadge,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  Subtitle2,
  tokens,
} from '@fluentui/react-components'
import {
  AddRegular,
  DeleteRegular,
  MoreHorizontalRegular,
  ReOrderDotsVerticalRegular,
  RenameRegular,
} from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InlineTitleForm } from './inline-title-form'
import type { KanbanBoard, KanbanItem } from './kanban-api'
import { boardKey, itemKey } from './kanban-keys'
import { ItemCard } from './item-card'

const useStyles = makeStyles({
  column: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    flex: '0 0 290px',
    maxWidth: '85vw',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  dragging: { opacity: 0.5 },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minHeight: '32px' },
  title: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  handle: { cursor: 'grab' },
  items: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: '48px' },
})

interface BoardColumnProps {
  board: KanbanBoard
  items: KanbanItem[]
  canManage: boolean
  onOpenItem: (item: KanbanItem) => void
  onAddItem: (title: string) => Promise<string | undefined>
  onRename: (title: string) => Promise<string | undefined>
  onDelete: () => void
}

/** A board: drag it by its handle; its items are a sortable list that also accepts items from other boards. */
export function BoardColumn({ board, items, canManage, onOpenItem, onAddItem, onRename, onDelete }: BoardColumnProps) {
  const { t } = useTranslation('sandboxKanban')
  const styles = useStyles()
  const [mode, setMode] = useState<'view' | 'rename' | 'add'>('view')
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: boardKey(board.id),
    data: { type: 'board' },
    disabled: !canManage,
  })
  return (
    <section
      ref={setNodeRef}
      className={mergeClasses(styles.column, isDragging && styles.dragging)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={board.title}
      data-testid={`kanban-board-${board.id}`}
    >
      {mode === 'rename' ? (
        <InlineTitleForm
          label={t('boardTitle')}
          initial={board.title}
          submitLabel={t('save', { ns: 'common' })}
          onCancel={() => setMode('view')}
          onSubmit={async (title) => {
            const error = await onRename(title)
            if (!error) setMode('view')
            return error
          }}
        />
      ) : (
        <div className={styles.header}>
          {canManage && (
            <Button
              ref={setActivatorNodeRef}
              className={styles.handle}
              appearance="subtle"
              size="small"
              icon={<ReOrderDotsVerticalRegular />}
              {...attributes}
              {...listeners}
              aria-roledescription={t('draggableBoard')}
              aria-label={t('moveBoard', { title: board.title })}
            />
          )}
          <Subtitle2 as="h2" className={styles.title}>
            {board.title}
          </Subtitle2>
          <CounterBadge
            count={items.length}
            showZero
            appearance="ghost"
            color="informative"
            aria-label={t('itemCount', { count: items.length })}
          />
          {canManage && (
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<MoreHorizontalRegular />}
                  aria-label={t('boardActions', { title: board.title })}
                />
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  <MenuItem icon={<RenameRegular />} onClick={() => setMode('rename')}>
                    {t('rename')}
                  </MenuItem>
                  <MenuItem icon={<DeleteRegular />} onClick={onDelete}>
                    {t('delete')}
                  </MenuItem>
                </MenuList>
              </MenuPopover>
            </Menu>
          )}
        </div>
      )}
      <SortableContext items={items.map((i) => itemKey(i.id))} strategy={verticalListSortingStrategy}>
        <div className={styles.items} role="list" aria-label={t('itemsOf', { title: board.title })}>
          {items.map((item) => (
            <div role="listitem" key={item.id}>
              <ItemCard item={item} movable={canManage} onOpen={onOpenItem} />
            </div>
          ))}
        </div>
      </SortableContext>
      {canManage &&
        (mode === 'add' ? (
          <InlineTitleForm
            label={t('itemTitle')}
            submitLabel={t('addItem')}
            onCancel={() => setMode('view')}
            onSubmit={async (title) => {
              const error = await onAddItem(title)
              if (!error) setMode('view')
              return error
            }}
          />
        ) : (
          <Button appearance="subtle" icon={<AddRegular />} onClick={() => setMode('add')}>
            {t('addItem')}
          </Button>
        ))}
    </section>
  )
}
