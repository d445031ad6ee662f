import type { ListParams } from './list-query.js'

export const DEFAULT_PAGE = 1
export const DEFAULT_ITEMS_PER_PAGE = 10
/** Above the template's largest page-size option (100): a bigger page is clamped, not refused. */
export const MAX_ITEMS_PER_PAGE = 100

export interface Paging {
  page: number
  itemsPerPage: number
  offset: number
}

const positiveInt = (value: string | undefined) => {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return undefined
  const n = Number(value)
  return n >= 1 ? n : undefined
}

/** Spec section 5: page 1 and 10 items when missing or not numeric. */
export function pagingOf(query: ListParams): Paging {
  const page = Math.min(positiveInt(query.page) ?? DEFAULT_PAGE, 1_000_000)
  const itemsPerPage = Math.min(positiveInt(query.itemsPerPage) ?? DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE)
  return { page, itemsPerPage, offset: (page - 1) * itemsPerPage }
}

/** The search text lower-cased as a LIKE pattern matching a substring; undefined when empty. */
export function likePattern(q: string | undefined): string | undefined {
  const text = q?.trim().toLowerCase()
  return text ? `%${text.replace(/[\\%_]/g, '\\$&')}%` : undefined
}

/** `expression`: the column is a trusted SQL expression written in this code base (never client text). */
export type SortKind = 'text' | 'number' | 'expression'
export type SortColumns = Record<string, readonly [column: string, kind: SortKind]>

/** What of a sandbox list query decides its ORDER BY (for `orderOf`): a listed sort key or none, and the direction. */
export function sortShape(
  query: ListParams,
  columns: SortColumns,
): { sortBy: string | undefined; orderBy: 'asc' | 'desc' } {
  return {
    sortBy: query.sortBy && Object.hasOwn(columns, query.sortBy) ? query.sortBy : undefined,
    orderBy: query.orderBy === 'desc' ? 'desc' : 'asc',
  }
}

/** The window count of the first row, or a separate count when the page is beyond the last. */
export async function totalOf(
  rows: { total_count?: number | string }[],
  paging: Paging,
  count: () => Promise<number>,
): Promise<number> {
  if (rows.length) return Number(rows[0].total_count)
  return paging.page > 1 ? count() : 0
}

/** "$999" from 999 and "$"; cents only when there are any. */
export const money = (amount: number, currency: string) =>
  `${amount < 0 ? '-' : ''}${currency}${Number.isInteger(amount) ? Math.abs(amount) : Math.abs(amount).toFixed(2)}`

const pad = (n: number) => String(n).padStart(2, '0')

/** node-postgres reads `date` and `timestamp` (no zone) as local time, so format from the local parts. */
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
export const localDateTime = (d: Date) =>
  `${isoDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
