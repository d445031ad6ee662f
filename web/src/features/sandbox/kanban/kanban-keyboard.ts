import type { KeyboardCoordinateGetter } from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { parseKey } from './kanban-keys'

type Context = Parameters<KeyboardCoordinateGetter>[1]['context']

/** The drop targets of one kind only, so an item's Up/Down never lands on a board's own frame (and a board's never on an item). */
function onlyKind(context: Context, kind: 'board' | 'item'): Context {
  const all = context.droppableContainers
  const enabled = all.getEnabled().filter((entry) => parseKey(entry.id)?.kind === kind)
  return {
    ...context,
    droppableContainers: Object.assign(Object.create(all) as typeof all, { getEnabled: () => enabled }),
  }
}

/**
 * Arrow keys while dragging: Up and Down move an item within its board; Left and Right jump it to the
 * neighbouring board on screen (its first slot); a board moves Left and Right among the boards.
 */
export const kanbanKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, droppableRects } = args.context
  const kind = active ? parseKey(active.id)?.kind : undefined
  if (!kind || !collisionRect) return undefined
  const sideways = event.code === 'ArrowLeft' || event.code === 'ArrowRight'
  if (kind === 'board' || !sideways)
    return sortableKeyboardCoordinates(event, { ...args, context: onlyKind(args.context, kind) })

  event.preventDefault()
  const boards = args.context.droppableContainers
    .getEnabled()
    .filter((entry) => parseKey(entry.id)?.kind === 'board')
    .map((entry) => droppableRects.get(entry.id))
    .filter((rect): rect is NonNullable<typeof rect> => !!rect)
    .sort((a, b) => a.left - b.left)
  const center = collisionRect.left + collisionRect.width / 2
  const current = boards.findIndex((rect) => center >= rect.left && center <= rect.right)
  const here =
    current >= 0 ? current : boards.findIndex((rect) => rect.left > center) - (event.code === 'ArrowRight' ? 1 : 0)
  const target = boards[here + (event.code === 'ArrowRight' ? 1 : -1)]
  return target ? { x: target.left + (target.width - collisionRect.width) / 2, y: target.top + 40 } : undefined
}
