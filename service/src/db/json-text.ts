import { sql, type Expression, type RawBuilder } from 'kysely'
import { jsonBuildObject } from 'kysely/helpers/postgres'

/**
 * Response rows that PostgreSQL writes as JSON text, for the hottest list endpoints.
 *
 * A list row read the usual way costs node the protocol parse, a Date per timestamp, a parsed jsonb
 * tree, the mapping to the API's field names and fast-json-stringify: most of a list request's
 * JavaScript time, on the one thread that serves every request. Written by PostgreSQL (as PostgREST
 * does), the whole page arrives as one text that node passes through, and the work lands on the
 * database's own cores.
 *
 * The price is that the response schema no longer serializes these bodies, so the shape is held by
 * tests instead: each list item must equal, field for field and type for type, what the single-item
 * route answers for it, and that answer the response schema does serialize
 * (test/product/json-list-bodies.test.ts).
 */

/** A timestamptz as `Date.prototype.toISOString` writes it: UTC, milliseconds (truncated, as a Date keeps them), `Z`. */
export const isoText = (timestamp: Expression<Date | null>): RawBuilder<string> =>
  sql<string>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The JSON text of an object built from API field names to SQL expressions. */
export const jsonText = (fields: Record<string, Expression<unknown>>): RawBuilder<string> =>
  sql<string>`${jsonBuildObject(fields)}::text`

/**
 * The select list that folds a page (a subquery with a `total_count` column, from a window count) into
 * one row: `body`, the whole answer `{"<key>":[…items],"total":n}` as text, and `total`. `order`
 * repeats the page's order: an aggregate does not inherit its input's. One text value instead of a
 * row per item spares node a string per item and the join.
 */
export const pageBodyColumns = (key: string, item: Expression<string>, order: Expression<unknown>) =>
  [
    sql<string>`concat(${sql.lit(`{"${key}":[`)}, string_agg(${item}, ',' order by ${order}), '],"total":', coalesce(max(total_count), 0), '}')`.as(
      'body',
    ),
    sql<number>`coalesce(max(total_count), 0)`.as('total'),
  ] as const

/** The answer for a page past the last one: no items, the real total. */
export const emptyPage = (key: string, total: number) => ({ body: `{"${key}":[],"total":${total}}`, total })
