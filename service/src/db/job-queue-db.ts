import { CompiledQuery } from 'kysely'
import pg from 'pg'
import type PgBoss from 'pg-boss'
import type { Handle } from './handle.js'

export interface JobQueueDb {
  /** What pg-boss runs its statements through. */
  db: PgBoss.Db
  /** Ends the pool (statements sent afterwards are dropped); its clients are bounded by the query timeout. */
  close(): Promise<void>
}

/**
 * The job queue's own small pool (`application_name` debrief-jobs), apart from the requests' pool: workers polling
 * never wait behind requests, nor requests behind them. Its connection timeout also bounds the wait for a pooled
 * connection, and its query timeout a statement on a server that stopped answering, so no step of a shutdown
 * waits forever on the database.
 */
export function openJobQueueDb(
  connectionString: string,
  { max, queryTimeoutMs, onError }: { max: number; queryTimeoutMs: number; onError: (err: Error) => void },
): JobQueueDb {
  const pool = new pg.Pool({
    connectionString,
    max,
    application_name: 'debrief-jobs',
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs } : {}),
  })
  // An idle client losing its server (a database restart) must not crash the process: pg-boss retries its loops.
  pool.on('error', onError)
  let closed = false
  return {
    // After close, a statement is dropped and answers nothing, as pg-boss's own pool does (its callers expect that):
    // a handler that ends after the drain completes or fails its job into the void, and the job is handed out again
    // when it expires.
    db: { executeSql: async (text, values) => (closed ? (undefined as never) : pool.query(text, values)) },
    close: () => {
      closed = true
      return pool.end()
    },
  }
}

/** pg-boss runs a statement (a send, a cancel) inside the caller's open Kysely transaction: it commits with it. */
export const inTransaction = (trx: Handle): PgBoss.Db => ({
  executeSql: async (text, values) => ({
    rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows as object[],
  }),
})
