import { describe, expect, it } from 'vitest'
import { boardsAfterDrop, boardsDuringDrag } from './kanban-drag'
import { changedBoards, moveBoard, moveItem, titleTaken } from './kanban-moves'

const boards = () => [
  { id: 1, title: 'In Progress', itemsIds: [1, 2, 3] },
  { id: 2, title: 'In Review', itemsIds: [4, 5] },
  { id: 3, title: 'Done', itemsIds: [] as number[] },
]
const drag = (active: string, over: string | null) =>
  ({ active: { id: active }, over: over ? { id: over } : null }) as never

describe('kanban moves', () => {
  it('reorders within a board like an array move, in both directions', () => {
    expect(moveItem(boards(), 1, 1, 2)[0].itemsIds).toEqual([2, 3, 1])
    expect(moveItem(boards(), 3, 1, 0)[0].itemsIds).toEqual([3, 1, 2])
  })

  it('moves between boards and leaves untouched boards as the same objects', () => {
    const before = boards()
    const after = moveItem(before, 2, 2, 1)
    expect(after.map((b) => b.itemsIds)).toEqual([[1, 3], [4, 2, 5], []])
    expect(after[2]).toBe(before[2])
    expect(changedBoards(before, after)).toEqual([1, 2])
  })

  it('clamps the index and ignores an unknown board', () => {
    expect(moveItem(boards(), 1, 3, 99)[2].itemsIds).toEqual([1])
    const before = boards()
    expect(moveItem(before, 1, 42, 0)).toBe(before)
  })

  it('moves boards', () => {
    expect(moveBoard(boards(), 3, 0).map((b) => b.id)).toEqual([3, 1, 2])
    expect(moveBoard(boards(), 1, 2).map((b) => b.id)).toEqual([2, 3, 1])
  })

  it('finds a taken title whatever the case and spaces, except the board itself', () => {
    expect(titleTaken(boards(), '  done ')).toBe(true)
    expect(titleTaken(boards(), 'Done', 3)).toBe(false)
    expect(titleTaken(boards(), 'Backlog')).toBe(false)
  })
})

describe('kanban drag results', () => {
  it('an item dropped on an empty board joins it at the end', () => {
    expect(boardsAfterDrop(boards(), drag('item-4', 'board-3'))[2].itemsIds).toEqual([4])
  })

  it('an item over an item of another board joins that board at once, before it', () => {
    expect(boardsDuringDrag(boards(), drag('item-1', 'item-5'))[1].itemsIds).toEqual([4, 1, 5])
  })

  it('an item over its own board changes nothing until the drop', () => {
    const before = boards()
    expect(boardsDuringDrag(before, drag('item-1', 'item-3'))).toBe(before)
    expect(boardsAfterDrop(before, drag('item-1', 'item-3'))[0].itemsIds).toEqual([2, 3, 1])
  })

  it('a board dropped on an item of another board takes that board’s place', () => {
    expect(boardsAfterDrop(boards(), drag('board-1', 'item-5')).map((b) => b.id)).toEqual([2, 1, 3])
  })

  it('a drop outside changes nothing', () => {
    const before = boards()
    expect(boardsAfterDrop(before, drag('item-1', null))).toBe(before)
  })
})
