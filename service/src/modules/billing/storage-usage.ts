import { sql } from 'kysely'
import type { Db } from '../../db/create-db.js'
import { recordUsage } from './record-usage.js'

export const STORAGE_USAGE_QUEUE = 'billing-storage-usage'
/** Once a day, shortly after midnight UTC; retries of a failed run write nothing twice (the idempotency key). */
export const STORAGE_USAGE_CRON = '20 0 * * *'

const GB = 1_000_000_000

/**
 * The bytes each organization stores today: recordings and uploads (the recorder bot's files) and
 * self-interview media. Summed in PostgreSQL from the sizes recorded when each file was stored.
 */
export async function storedBytesByOrg(db: Db): Promise<Array<{ orgId: string; bytes: number; files: number }>> {
  const r = await sql<{ org_id: string; bytes: string; files: string }>`
    SELECT org_id, sum(bytes)::bigint AS bytes, sum(files)::bigint AS files FROM (
      SELECT org_id, sum(size)::bigint AS bytes, count(*) AS files FROM rbot_files GROUP BY org_id
      UNION ALL
      SELECT org_id, sum(media_bytes)::bigint, count(*) FROM self_interview_answers WHERE media_path IS NOT NULL AND media_bytes > 0 GROUP BY org_id
    ) s GROUP BY org_id HAVING sum(bytes) > 0`.execute(db)
  return r.rows.map((x) => ({ orgId: x.org_id, bytes: Number(x.bytes), files: Number(x.files) }))
}

/**
 * One `storage-gb-days` usage row per organization and day (UTC, `day` or today): every started gigabyte stored
 * counts one gigabyte-day. The key `storage:<day>` makes a retried or doubled run write nothing twice; each
 * organization's row is its own transaction. Returns how many rows were written.
 */
export async function recordStorageUsage(db: Db, day?: string): Promise<number> {
  const date = day ?? new Date().toISOString().slice(0, 10)
  let written = 0
  for (const org of await storedBytesByOrg(db)) {
    const row = await db.transaction().execute((trx) =>
      recordUsage(trx, {
        orgId: org.orgId,
        kind: 'storage-gb-days',
        idempotencyKey: `storage:${date}`,
        model: 'gb-day',
        quantity: Math.ceil(org.bytes / GB),
        meta: { day: date, bytes: org.bytes, files: org.files },
      }),
    )
    if (row.created) written++
  }
  return written
}
