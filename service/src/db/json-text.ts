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
 * (test/meetings/json-list-bodies.test.ts), or, for a list without a single-item route, to the rows
 * mapped the way node mapped them before (test/sandbox/json-list-bodies.test.ts).
 */

/** A timestamptz as `Date.prototype.toISOString` writes it: UTC, milliseconds (truncated, as a Date keeps them), `Z`. */
export const isoText = (timestamp: Expression<Date | null>): RawBuilder<string> =>
  sql<string>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The JSON text of an object built from API field names to SQL expressions. */
export const jsonText = (fields: Record<string, Expression<unknown>>): RawBuilder<string> =>
  sql<string>`${jsonBuildObject(fields)}::text`

// Values that are JSON text already (a nested compactJsonText): written as they are, not through to_json.
const jsonTexts = new WeakSet<object>()

/**
 * The JSON text of an object, written compactly as JSON.stringify and the response serializer write it
 * (`{"id":1,"name":"…"}`; json_build_object's text has a space around each colon): each value through
 * to_json, which escapes a text as JSON.stringify does. For values of scalar SQL types (a json or jsonb
 * value would keep its own spacing), nested compactJsonText objects, and string keys written in this code
 * base; a NULL becomes `null`.
 */
export const compactJsonText = (fields: Record<string, Expression<unknown>>): RawBuilder<string> => {
  const parts = Object.entries(fields).map(([key, value], i) => {
    const name = sql.lit(`${i ? ',' : '{'}${JSON.stringify(key)}:`)
    return jsonTexts.has(value) ? sql`${name}, ${value}` : sql`${name}, coalesce(to_json(${value})::text, 'null')`
  })
  const text = sql<string>`concat(${sql.join(parts, sql`, `)}, '}')`
  jsonTexts.add(text)
  return text
}

/**
 * The select list that folds a page (a subquery with a `total_count` column, from a window count) into
 * one row: `body`, the whole answer `{"<key>":[…items],"total":n}` as text, and `total`. `order`
 * repeats the page's order: an aggregate does not inherit its input's. One text value instead of a
 * row per item spares node a string per item and the join.
 */
export const pageBodyColumns = (
  key: string,
  item: Expression<string>,
  order: Expression<unknown>,
  totalKey = 'total',
) =>
  [
    sql<string>`concat(${sql.lit(`{"${key}":[`)}, string_agg(${item}, ',' order by ${order}), ${sql.lit(`],"${totalKey}":`)}, coalesce(max(total_count), 0), '}')`.as(
      'body',
    ),
    sql<number>`coalesce(max(total_count), 0)`.as('total'),
  ] as const

/** The answer for a page past the last one: no items, the real total. */
export const emptyPage = (key: string, total: number, totalKey = 'total') => ({
  body: `{"${key}":[],"${totalKey}":${total}}`,
  total,
})

/** A `date` as node-postgres hands it over here (type-parsers.ts keeps the text): `YYYY-MM-DD`. */
export const dateText = (day: Expression<unknown>): RawBuilder<string> => sql<string>`to_char(${day}, 'YYYY-MM-DD')`

/**
 * A numeric(…, 2) as a JSON number the way JSON.stringify writes the JavaScript number node-postgres
 * makes of it (type-parsers.ts: Number(text)): `12.5`, `100`, not `12.50`. float8's shortest form is
 * that of a JavaScript number in the range of these columns (below 1e15).
 */
export const jsNumber = (amount: Expression<unknown>): RawBuilder<number> => sql<number>`${amount}::float8`

/**
 * `money()` of sandbox/shared/paging.ts in SQL, for a numeric(…, 2) amount: "$999" when whole, "$12.50"
 * otherwise, the minus sign before the currency.
 */
export const moneyText = (amount: Expression<unknown>, currency: Expression<unknown>): RawBuilder<string> =>
  sql<string>`concat(case when ${amount} < 0 then '-' end, ${currency}, case when ${amount} = trunc(${amount}) then trunc(abs(${amount}))::text else round(abs(${amount}), 2)::text end)`
