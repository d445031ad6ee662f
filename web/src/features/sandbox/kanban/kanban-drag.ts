import type { DragEndEvent, DragOverEvent } from '@dnd-kit/core'
import type { KanbanBoard } from './kanban-api'
import { parseKey } from './kanban-keys'
import { boardOfItem, moveBoard, moveItem } from './kanban-moves'

/** Where a dragged item would land: the board under the pointer and the index there. */
function itemTarget(boards: KanbanBoard[], overKey: string | number) {
  const over = parseKey(overKey)
  if (!over) return null
  if (over.kind === 'board') {
    const board = boards.find((b) => b.id === over.id)
    return board ? { boardId: board.id, index: board.itemsIds.length } : null
  }
  const board = boardOfItem(boards, over.id)
  return board ? { boardId: board.id, index: board.itemsIds.indexOf(over.id) } : null
}

/** While dragging, an item crossing into another board joins it at once, so that board makes room. */
export function boardsDuringDrag(
  boards: KanbanBoard[],
  { active, over }: Pick<DragOverEvent, 'active' | 'over'>,
): KanbanBoard[] {
  const dragged = parseKey(active.id)
  if (!over || dragged?.kind !== 'item') return boards
  const target = itemTarget(boards, over.id)
  if (!target || boardOfItem(boards, dragged.id)?.id === target.boardId) return boards
  return moveItem(boards, dragged.id, target.boardId, target.index)
}

/** The boards after a drop: an item moved within or between boards, or a board moved among the boards. */
export function boardsAfterDrop(
  boards: KanbanBoard[],
  { active, over }: Pick<DragEndEvent, 'active' | 'over'>,
): KanbanBoard[] {
  const dragged = parseKey(active.id)
  if (!over || !dragged) return boards
  if (dragged.kind === 'item') {
    const target = itemTarget(boards, over.id)
    return target ? moveItem(boards, dragged.id, target.boardId, target.index) : boards
  }
  const overKey = parseKey(over.id)
  const overBoardId = overKey?.kind === 'board' ? overKey.id : overKey ? boardOfItem(boards, overKey.id)?.id : undefined
  const index = boards.findIndex((b) => b.id === overBoardId)
  return index < 0 ? boards : moveBoard(boards, dragged.id, index)
}
