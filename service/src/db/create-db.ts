import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { preparingPool } from './prepared-statements.js'
import type { Database } from './schema.js'

// Return int8 (count(*)) and numeric as JS numbers: our counts and amounts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v))
pg.types.setTypeParser(1700, (v) => Number(v))

export type Db = Kysely<Database>

/** One pool per process; the pool connects lazily, so building the app (e.g. to emit OpenAPI) needs no server. */
export function createDb(connectionString: string, { max = 20, preparedStatements = true } = {}): Db {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 })
  // An idle client losing its server (database restart) must not crash the process.
  pool.on('error', () => {})
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatements ? preparingPool(pool) : pool }) })
}
