import { sql, type RawBuilder, type Selectable, type SelectQueryBuilder } from 'kysely'
import type { ListParams } from './list-query.js'
import { pagingOf, totalOf, type SortColumns } from './paging.js'

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
