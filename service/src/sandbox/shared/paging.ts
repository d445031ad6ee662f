import { sql, type RawBuilder, type Selectable, type SelectQueryBuilder } from 'kysely'
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

/**
 * The ORDER BY of a sandbox list: only listed keys sort; text sorts case-insensitively in
 * byte order so the order is the same on every cluster whatever its default collation.
 */
export function orderOf(query: ListParams, columns: SortColumns, fallback: RawBuilder<unknown>): RawBuilder<unknown> {
  const key = query.sortBy && Object.hasOwn(columns, query.sortBy) ? columns[query.sortBy] : undefined
  if (!key) return fallback
  const dir = sql.raw(query.orderBy === 'desc' ? 'desc' : 'asc')
  const [column, kind] = key
  const expr =
    kind === 'text'
      ? sql`lower(${sql.ref(column)}) collate "C"`
      : kind === 'expression'
        ? sql.raw(column)
        : sql.ref(column)
  return sql`${expr} ${dir}, ${fallback}`
}

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

/**
 * The common sandbox list: every column of the filtered rows, the page and the total in one round trip
 * (window count), a separate count only beyond the last page. `filtered` builds the FROM and WHERE,
 * and is called again for that count.
 */
export async function listPage<DB, TB extends keyof DB & string>(
  filtered: () => SelectQueryBuilder<DB, TB, object>,
  query: ListParams,
  columns: SortColumns,
): Promise<{ rows: Selectable<DB[TB]>[]; total: number }> {
  const paging = pagingOf(query)
  // The builder is generic over the table; the shape of its rows is fixed by `Selectable<DB[TB]>` below.
  const base = filtered as unknown as () => SelectQueryBuilder<Record<string, Record<string, unknown>>, string, object>
  const rows = await base()
    .selectAll()
    .select(sql<number>`count(*) over()`.as('total_count'))
    .orderBy(orderOf(query, columns, sql`id asc`))
    .limit(paging.itemsPerPage)
    .offset(paging.offset)
    .execute()
  const total = await totalOf(rows as { total_count?: number }[], paging, async () =>
    Number(
      (
        await base()
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  )
  return { rows: rows as unknown as Selectable<DB[TB]>[], total }
}
