import { sql } from 'kysely'
import type { Handle } from '../../db/handle.js'
import type {} from '../../db/tables/rate-limits-audit.js'

/**
 * Sign-in attempt counters, in the table every instance shares with the rate limits (`rate_limit_counters`): a
 * fixed window that starts at the first attempt. Counting is one upsert, so parallel attempts cannot pass a limit
 * together.
 */
export async function countAttempt(
  db: Handle,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttlMs: number }> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit_counters as c (key, hits, expires_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when c.expires_at <= now() then 1 else c.hits + 1 end,
      expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
    returning hits, ceil(extract(epoch from (expires_at - now())) * 1000)::float8 as ttl`.execute(db)
  return { hits: rows[0].hits, ttlMs: Math.max(0, rows[0].ttl) }
}

/** The attempts counted under a key in its current window (0 when none or expired). */
export async function attemptsOf(db: Handle, key: string): Promise<{ hits: number; ttlMs: number }> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select(['hits', sql<number>`ceil(extract(epoch from (expires_at - now())) * 1000)::float8`.as('ttl')])
    .where('key', '=', key)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
  return row ? { hits: row.hits, ttlMs: Math.max(0, row.ttl) } : { hits: 0, ttlMs: 0 }
}

export async function forgetAttempts(db: Handle, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute()
}
