import { sql } from 'kysely'
import type { Handle } from '../../db/handle.js'
import type {} from '../../db/tables/rate-limits-audit.js'

export interface Count {
  current: number
  /** Milliseconds left in the window. */
  ttl: number
}

/**
 * Counts one hit: one upsert, so every instance counts in the same row. The window starts at the first hit and the
 * counter restarts once it has passed (the local store's fixed-window semantics).
 */
export async function countHit(db: Handle, key: string, windowMs: number): Promise<Count> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit_counters as c (key, hits, expires_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when c.expires_at <= now() then 1 else c.hits + 1 end,
      expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
    returning hits, ceil(extract(epoch from (expires_at - now())) * 1000)::float8 as ttl`.execute(db)
  return { current: rows[0]!.hits, ttl: Math.max(0, rows[0]!.ttl) }
}

/** The live count of a key (none: zero). */
export async function readCount(db: Handle, key: string): Promise<Count> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select(['hits', sql<number>`ceil(extract(epoch from (expires_at - now())) * 1000)::float8`.as('ttl')])
    .where('key', '=', key)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
  return row ? { current: row.hits, ttl: row.ttl } : { current: 0, ttl: 0 }
}

export const sweepExpiredCounts = (db: Handle) =>
  db
    .deleteFrom('rate_limit_counters')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute()
