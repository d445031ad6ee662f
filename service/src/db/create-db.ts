import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { preparingPool } from './prepared-statements.js'
import { registerTypeParsers } from './type-parsers.js'
import type { Database } from './schema.js'

registerTypeParsers()

export type Db = Kysely<Database>

const pools = new WeakMap<Db, pg.Pool>()
/** The pool behind a Db, for its gauges (metrics: connections in use, idle, waiting). */
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db)

/** One pool per process; the pool connects lazily, so building the app (e.g. to emit OpenAPI) needs no server. */
export function createDb(
  connectionString: string,
  { max = 20, preparedStatements = true, queryTimeoutMs = 0, connectTimeoutMs = 3_000 } = {},
): Db {
  // connectionTimeoutMillis also bounds the wait for a free pooled connection; query_timeout bounds a query on a
  // server that stopped answering (SIGSTOP, a dead link): both end as 503 instead of a request hanging.
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: connectTimeoutMs,
    ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs } : {}),
  })
  // An idle client losing its server (database restart) must not crash the process.
  pool.on('error', () => {})
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparedStatements ? preparingPool(pool) : pool }),
  })
  pools.set(db, pool)
  return db
}
