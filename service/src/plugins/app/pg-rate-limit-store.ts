import { sql } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type {} from '../../db/tables/rate-limits-audit.js'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

/** Expired counters are swept now and then by whichever instance counts; the table stays small. */
const SWEEP_EVERY = 500

/**
 * A @fastify/rate-limit store in PostgreSQL: every instance counts in the same row, so a limit holds across
 * instances, and there is no LRU to flush by spraying keys. One upsert per counted request: the window starts
 * at the first hit and the counter restarts once it has passed (the local store's fixed-window semantics).
 */
export function pgRateLimitStore(db: Db) {
  let calls = 0
  return class PgRateLimitStore {
    incr(key: string, cb: Callback, timeWindow: number) {
      if (++calls % SWEEP_EVERY === 0)
        void db
          .deleteFrom('rate_limit_counters')
          .where('expires_at', '<', sql<Date>`now()`)
          .execute()
          .catch(() => undefined)
      sql<{ hits: number; ttl: number }>`
        insert into rate_limit_counters as c (key, hits, expires_at)
        values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when c.expires_at <= now() then 1 else c.hits + 1 end,
          expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
        returning hits, ceil(extract(epoch from (expires_at - now())) * 1000)::float8 as ttl`
        .execute(db)
        .then(
          ({ rows }) => cb(null, { current: rows[0].hits, ttl: Math.max(0, rows[0].ttl) }),
          (error: Error) => cb(error),
        )
    }

    read(key: string, cb: Callback) {
      db.selectFrom('rate_limit_counters')
        .select(['hits', sql<number>`ceil(extract(epoch from (expires_at - now())) * 1000)::float8`.as('ttl')])
        .where('key', '=', key)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst()
        .then(
          (row) => cb(null, row ? { current: row.hits, ttl: row.ttl } : { current: 0, ttl: 0 }),
          (error: Error) => cb(error),
        )
    }

    child() {
      return new PgRateLimitStore()
    }
  }
}
