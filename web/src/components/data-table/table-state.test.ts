import { describe, expect, it } from 'vitest'
import {
  fromTableQuery,
  initialView,
  lastPage,
  nextSort,
  pageSelection,
  toTableQuery,
  viewReducer,
  withFilter,
  withPageSize,
  withSearch,
  type DataTableQuery,
} from './table-state'

const q: DataTableQuery = { page: 3, itemsPerPage: 10 }

describe('data table query', () => {
  it('cycles a column through ascending, descending and unsorted, back to page 1', () => {
    const asc = nextSort(q, 'name')
    expect(asc).toMatchObject({ sortBy: 'name', orderBy: 'asc', page: 1 })
    expect(nextSort(asc, 'name')).toMatchObject({ sortBy: 'name', orderBy: 'desc' })
    expect(nextSort(nextSort(asc, 'name'), 'name')).toMatchObject({ sortBy: undefined, orderBy: undefined })
    expect(nextSort(asc, 'date')).toMatchObject({ sortBy: 'date', orderBy: 'asc' })
  })
  it('restarts at page 1 on search, filter and page size, and keeps the object when nothing changes', () => {
    expect(withSearch(q, ' ann ')).toMatchObject({ q: 'ann', page: 1 })
    expect(withSearch(q, '  ')).toBe(q)
    const f = withFilter(q, 'status', 'Completed')
    expect(f).toMatchObject({ page: 1, filters: { status: 'Completed' } })
    expect(withFilter(f, 'status', 'Completed')).toBe(f)
    expect(withFilter(f, 'status', undefined).filters).toEqual({ status: undefined })
    expect(withPageSize(q, 25)).toMatchObject({ page: 1, itemsPerPage: 25 })
    expect(lastPage(0, 10)).toBe(1)
    expect(lastPage(51, 10)).toBe(6)
  })
})

describe('data table view', () => {
  const view = initialView([{ key: 'a', width: 100 }, { key: 'b' }, { key: 'c' }])
  it('moves a column to a position, clamped to the ends', () => {
    expect(viewReducer(view, { type: 'move', key: 'a', to: 2 }).order).toEqual(['b', 'c', 'a'])
    expect(viewReducer(view, { type: 'move', key: 'c', to: -4 }).order).toEqual(['c', 'a', 'b'])
    expect(viewReducer(view, { type: 'move', key: 'x', to: 0 })).toBe(view)
    expect(viewReducer(view, { type: 'move', key: 'd', to: 0, order: ['a', 'b', 'c', 'd'] }).order).toEqual([
      'd',
      'a',
      'b',
      'c',
    ])
  })
  it('clamps a resized width', () => {
    expect(viewReducer(view, { type: 'resize', key: 'a', width: 10 }).widths.a).toBe(64)
    expect(viewReducer(view, { type: 'resize', key: 'b', width: 200.4 }).widths.b).toBe(200)
    expect(viewReducer(view, { type: 'resize', key: 'b', width: 5000 }).widths.b).toBe(640)
  })
  it('selects rows across pages and toggles a whole page', () => {
    let s = viewReducer(view, { type: 'toggleRow', key: '1', row: { id: 1 } })
    expect(pageSelection(s.selected, ['1', '2'])).toBe('mixed')
    s = viewReducer(s, {
      type: 'togglePage',
      rows: [
        ['1', {}],
        ['2', {}],
      ],
    })
    expect(pageSelection(s.selected, ['1', '2'])).toBe(true)
    s = viewReducer(s, { type: 'toggleRow', key: '9', row: {} })
    s = viewReducer(s, {
      type: 'togglePage',
      rows: [
        ['1', {}],
        ['2', {}],
      ],
    })
    expect([...s.selected.keys()]).toEqual(['9'])
    expect(viewReducer(s, { type: 'clearSelection' }).selected.size).toBe(0)
  })
})

describe('a list query with plain filter fields', () => {
  const list = {
    q: 'ann',
    role: 'admin',
    from: '2026-01-01',
    page: 2,
    itemsPerPage: 10,
    sortBy: 'user',
    orderBy: 'asc' as const,
  }
  it('shows its named fields as column filters and takes the table’s changes back, keeping the others', () => {
    const table = toTableQuery(list, ['role'])
    expect(table).toEqual({
      q: 'ann',
      page: 2,
      itemsPerPage: 10,
      sortBy: 'user',
      orderBy: 'asc',
      filters: { role: 'admin' },
    })
    const next = fromTableQuery(list, withFilter(table, 'role', undefined), ['role'])
    expect(next).toEqual({ ...list, role: undefined, page: 1 })
  })
})
