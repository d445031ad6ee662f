import type { Db } from '../../db/create-db.js'
import { recordUsage } from './record-usage.js'
import { storedBytesByOrg } from './storage-repository.js'

export const STORAGE_USAGE_QUEUE = 'billing-storage-usage'
/** Once a day, shortly after midnight UTC; retries of a failed run write nothing twice (the idempotency key). */
export const STORAGE_USAGE_CRON = '20 0 * * *'

const GB = 1_000_000_000

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
