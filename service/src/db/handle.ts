import { sql, type Expression, type OrderByItemBuilder, type Transaction } from 'kysely'
import type { Db } from './create-db.js'
import type { Database } from './schema.js'

/** A pool or an open transaction: every repository function takes either. */
export type Handle = Db | Transaction<Database>

/** A case-insensitive substring pattern for LIKE, with the wildcards of the input escaped. */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`

/**
 * Sort direction. A nullable column sorts its nulls last either way; a NOT NULL one keeps the plain
 * direction so the (org_id, column) index can deliver the order.
 */
export const direction =
  (orderBy: 'asc' | 'desc', nullable = false) =>
  (ob: OrderByItemBuilder) => {
    const dir = orderBy === 'desc' ? ob.desc() : ob.asc()
    return nullable ? dir.nullsLast() : dir
  }

/** jsonb parameters: node-postgres would send a JS array as a PostgreSQL array, so always send JSON text. */
export const json = (value: unknown) => JSON.stringify(value)

/**
 * A list page's whole order as one SQL fragment, `direction`'s rules with the id (`alias.id`) as
 * tiebreaker: the same fragment orders the page's rows and the aggregate that folds them into a body.
 */
export const pageOrder = (column: Expression<unknown>, orderBy: 'asc' | 'desc', nullable: boolean, alias: string) =>
  sql`${column} ${sql.raw(orderBy === 'desc' ? 'desc' : 'asc')}${sql.raw(nullable ? ' nulls last' : '')}, ${sql.ref(`${alias}.id`)}`
