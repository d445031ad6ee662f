import type { Transaction } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { Database } from '../../db/schema.js'

/** A pool or a transaction: every repository function runs on either. */
export type Handle = Db | Transaction<Database>

export const countOf = async (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
  Number((await q.executeTakeFirstOrThrow()).n)
