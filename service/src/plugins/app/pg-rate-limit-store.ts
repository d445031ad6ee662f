import type { Db } from '../../db/create-db.js'
import { countHit, readCount, sweepExpiredCounts, type Count } from './rate-limit-repository.js'

type Callback = (error: Error | null, result?: Count) => void

/** Expired counters are swept now and then by whichever instance counts; the table stays small. */
const SWEEP_EVERY = 500

/**
 * A @fastify/rate-limit store in PostgreSQL: every instance counts in the same row, so a limit holds across
 * instances, and there is no LRU to flush by spraying keys. One upsert per counted request.
 */
export function pgRateLimitStore(db: Db) {
  let calls = 0
  return class PgRateLimitStore {
    incr(key: string, cb: Callback, timeWindow: number) {
      if (++calls % SWEEP_EVERY === 0) void sweepExpiredCounts(db).catch(() => undefined)
      countHit(db, key, timeWindow).then(
        (count) => cb(null, count),
        (error: Error) => cb(error),
      )
    }

    read(key: string, cb: Callback) {
      readCount(db, key).then(
        (count) => cb(null, count),
        (error: Error) => cb(error),
      )
    }

    child() {
      return new PgRateLimitStore()
    }
  }
}
