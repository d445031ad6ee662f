/** A board as the screen holds it: its items in order. */
export interface BoardLists {
  id: number
  itemsIds: number[]
}

export const boardOfItem = <B extends BoardLists>(boards: B[], itemId: number): B | undefined =>
  boards.find((b) => b.itemsIds.includes(itemId))

/**
 * Moves an item to `toBoardId` at `toIndex` (clamped), removing it from wherever it was.
 * Returns new board objects only for the boards that changed, so React sees exactly what moved.
 */
export function moveItem<B extends BoardLists>(boards: B[], itemId: number, toBoardId: number, toIndex: number): B[] {
  const target = boards.find((b) => b.id === toBoardId)
  if (!target) return boards
  return boards.map((board) => {
    const without = board.itemsIds.filter((id) => id !== itemId)
    if (board.id !== toBoardId)
      return without.length === board.itemsIds.length ? board : { ...board, itemsIds: without }
    const index = Math.max(0, Math.min(toIndex, without.length))
    const itemsIds = [...without.slice(0, index), itemId, ...without.slice(index)]
    return itemsIds.every((id, i) => id === board.itemsIds[i]) && itemsIds.length === board.itemsIds.length
      ? board
      : { ...board, itemsIds }
  })
}

/** Moves a board to `toIndex` among the boards. */
export function moveBoard<B extends BoardLists>(boards: B[], boardId: number, toIndex: number): B[] {
  const from = boards.findIndex((b) => b.id === boardId)
  if (from < 0) return boards
  const rest = boards.filter((b) => b.id !== boardId)
  const index = Math.max(0, Math.min(toIndex, rest.length))
  return [...rest.slice(0, index), boards[from], ...rest.slice(index)]
}

/** Board ids whose item list differs between two states: the ones whose order must be sent to the service. */
export function changedBoards(before: BoardLists[], after: BoardLists[]): number[] {
  return after
    .filter((board) => {
      const old = before.find((b) => b.id === board.id)
      return (
        !old || old.itemsIds.length !== board.itemsIds.length || old.itemsIds.some((id, i) => id !== board.itemsIds[i])
      )
    })
    .map((b) => b.id)
}

/** A board title already taken (case and surrounding spaces ignored), the same rule the service holds. */
export const titleTaken = (boards: { id: number; title: string }[], title: string, exceptId?: number) =>
  boards.some((b) => b.id !== exceptId && b.title.trim().toLowerCase() === title.trim().toLowerCase())
