import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragStartEvent,
} from '@dnd-kit/core'
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable'
import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, tokens } from '@fluentui/react-components'
import { AddRegular, DismissRegular } from '@fluentui/react-icons'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { useAppAbility } from '../../../lib/ability'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { SandboxPage } from '../shared/sandbox-page'
import { BoardColumn } from './board-column'
import { InlineTitleForm } from './inline-title-form'
import { ItemDrawer } from './item-drawer'
import { ItemGhost } from './item-card'
import type { KanbanBoard, KanbanItem } from './kanban-api'
import { useDragAnnouncements } from './use-drag-announcements'
import { boardsAfterDrop, boardsDuringDrag } from './kanban-drag'
import { kanbanKeyboardCoordinates } from './kanban-keyboard'
import { boardKey, parseKey } from './kanban-keys'
import { useKanban } from './use-kanban'

const useStyles = makeStyles({
  lanes: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalL,
    overflowX: 'auto',
    paddingBottom: tokens.spacingVerticalL,
    minHeight: '300px',
  },
  newBoard: { flex: '0 0 260px', maxWidth: '85vw' },
})

/** /apps/kanban: boards of items, dragged with the pointer or the keyboard, every change written to the service. */
export function KanbanPage() {
  const { t } = useTranslation('sandboxKanban')
  const styles = useStyles()
  const canManage = useAppAbility().can('manage', 'Demo')
  const kanban = useKanban()
  const [activeKey, setActiveKey] = useState<string>()
  const [addingBoard, setAddingBoard] = useState(false)
  const [openItem, setOpenItem] = useState<KanbanItem>()
  const [confirm, setConfirm] = useState<{ kind: 'board'; board: KanbanBoard } | { kind: 'item'; item: KanbanItem }>()
  const before = useRef<KanbanBoard[]>([])
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: kanbanKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  )
  const state = kanban.state
  const itemsById = useMemo(() => new Map((state?.items ?? []).map((i) => [i.id, i])), [state?.items])
  const people = useMemo(
    () => [...new Map((state?.items ?? []).flatMap((i) => i.members).map((m) => [m.name, m])).values()],
    [state?.items],
  )
  const accessibility = useDragAnnouncements(state, itemsById)

  if (!state) {
    if (kanban.loaded.error)
      return (
        <SandboxPage title={t('title')}>
          <ErrorState message={kanban.loaded.error} onRetry={kanban.loaded.reload} />
        </SandboxPage>
      )
    return (
      <SandboxPage title={t('title')}>
        <LoadingState />
      </SandboxPage>
    )
  }

  const onDragStart = ({ active }: DragStartEvent) => {
    before.current = state.boards
    setActiveKey(String(active.id))
  }
  const active = activeKey ? parseKey(activeKey) : null
  const activeItem = active?.kind === 'item' ? itemsById.get(active.id) : undefined

  return (
    <SandboxPage
      title={t('title')}
      // A read-only account can move nothing: no drag instructions for it.
      subtitle={canManage ? t('subtitle') : t('subtitleReadOnly')}
      actions={
        canManage && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setAddingBoard(true)}>
            {t('addBoard')}
          </Button>
        )
      }
    >
      {kanban.error && (
        <MessageBar intent="error">
          <MessageBarBody>{kanban.error}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={t('close', { ns: 'common' })}
                onClick={kanban.clearError}
              />
            }
          />
        </MessageBar>
      )}
      <DndContext
        sensors={canManage ? sensors : undefined}
        collisionDetection={closestCorners}
        accessibility={accessibility}
        onDragStart={onDragStart}
        onDragOver={(event) => kanban.setBoards(boardsDuringDrag(state.boards, event))}
        onDragCancel={() => {
          kanban.setBoards(before.current)
          setActiveKey(undefined)
        }}
        onDragEnd={(event) => {
          setActiveKey(undefined)
          const after = boardsAfterDrop(state.boards, event)
          kanban.setBoards(after)
          if (parseKey(event.active.id)?.kind === 'board') {
            if (after.some((b, i) => b.id !== before.current[i]?.id)) void kanban.persistBoards(after)
          } else void kanban.persistItems(before.current, after)
        }}
      >
        <div className={styles.lanes}>
          <SortableContext items={state.boards.map((b) => boardKey(b.id))} strategy={horizontalListSortingStrategy}>
            {state.boards.map((board) => (
              <BoardColumn
                key={board.id}
                board={board}
                items={board.itemsIds.map((id) => itemsById.get(id)).filter((i): i is KanbanItem => !!i)}
                canManage={canManage}
                onOpenItem={(item) => canManage && setOpenItem(item)}
                onAddItem={(title) => kanban.addItem(board, title)}
                onRename={(title) => kanban.renameBoard(board, title)}
                onDelete={() => setConfirm({ kind: 'board', board })}
              />
            ))}
          </SortableContext>
          {addingBoard && (
            <div className={styles.newBoard}>
              <InlineTitleForm
                label={t('boardTitle')}
                submitLabel={t('addBoard')}
                onCancel={() => setAddingBoard(false)}
                onSubmit={async (title) => {
                  const error = await kanban.addBoard(title)
                  if (!error) setAddingBoard(false)
                  return error
                }}
              />
            </div>
          )}
        </div>
        <DragOverlay>{activeItem ? <ItemGhost item={activeItem} /> : null}</DragOverlay>
      </DndContext>
      {state.boards.length === 0 && !addingBoard && (
        <EmptyState title={t('empty')} hint={canManage ? t('emptyHint') : undefined} />
      )}
      {openItem && (
        <ItemDrawer
          key={openItem.id}
          item={openItem}
          people={people}
          onClose={() => setOpenItem(undefined)}
          onSave={kanban.saveItem}
          onDelete={() => {
            setConfirm({ kind: 'item', item: openItem })
            setOpenItem(undefined)
          }}
        />
      )}
      {confirm && (
        <ConfirmDialog
          title={
            confirm.kind === 'board'
              ? t('deleteBoardTitle', { title: confirm.board.title })
              : t('deleteItemTitle', { title: confirm.item.title })
          }
          body={
            confirm.kind === 'board'
              ? t('deleteBoardBody', { count: confirm.board.itemsIds.length })
              : t('deleteItemBody')
          }
          confirmLabel={t('delete')}
          onClose={() => setConfirm(undefined)}
          onConfirm={async () => {
            const error =
              confirm.kind === 'board' ? await kanban.deleteBoard(confirm.board) : await kanban.deleteItem(confirm.item)
            if (!error) setConfirm(undefined)
            return error
          }}
        />
      )}
    </SandboxPage>
  )
}
