import { sql, type Expression, type RawBuilder } from 'kysely'
import { jsonBuildObject } from 'kysely/helpers/postgres'

/**
 * Response rows that PostgreSQL writes as JSON text, for the hottest list endpoints.
 *
 * A list row read the usual way costs node the protocol parse, a Date per timestamp, a parsed jsonb
 * tree, the mapping to the API's field names and fast-json-stringify: most of a list request's
 * JavaScript time, on the one thread that serves every request. Written by PostgreSQL (as PostgREST
 * does), node only joins finished texts, and the work lands on the database's own cores.
 *
 * The price is that the response schema no longer serializes these bodies, so the shape is held by
 * tests instead: each list's items are compared field for field with the single-item route's
 * serialized answer and validated against the response schema (test/product/json-list-bodies.test.ts).
 */

/** A timestamptz as `Date.prototype.toISOString` writes it: UTC, milliseconds (truncated, as a Date keeps them), `Z`. */
export const isoText = (timestamp: Expression<Date | null>): RawBuilder<string> =>
  sql<string>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The JSON text of an object built from API field names to SQL expressions. */
export const jsonText = (fields: Record<string, Expression<unknown>>): RawBuilder<string> =>
  sql<string>`${jsonBuildObject(fields)}::text`
