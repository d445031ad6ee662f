import { sql, type Insertable } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { Handle } from '../../db/handle.js'
import type { RbotFilesTable } from '../../db/tables/rbot.js'
import '../../db/tables/rbot.js'

/**
 * Reserves up to `wanted` bytes of the organization's storage for an upload to `key`: what is stored plus what
 * uploads in flight have reserved is read and the reservation written under one per-organization lock, so parallel
 * uploads cannot pass the quota together. Answers the bytes reserved (less than wanted when less is left), or 0.
 */
export async function reserveUpload(db: Db, orgId: string, key: string, wanted: number, quota: number) {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`rbot-storage:${orgId}`}, 0))`.execute(trx)
    const { rows } = await sql<{ used: string }>`
      select (select coalesce(sum(size), 0) from rbot_files where org_id = ${orgId})
           + (select coalesce(sum(bytes), 0) from rbot_upload_reservations where org_id = ${orgId}) as used`.execute(
      trx,
    )
    const bytes = Math.min(wanted, quota - Number(rows[0].used))
    if (bytes <= 0) return 0
    await trx.insertInto('rbot_upload_reservations').values({ storage_key: key, org_id: orgId, bytes }).execute()
    return bytes
  })
}

/** Turns the reservation into the file's row in one transaction; null when the reservation was swept meanwhile. */
export async function completeUpload(db: Db, key: string, file: Insertable<RbotFilesTable>) {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .deleteFrom('rbot_upload_reservations')
      .where('storage_key', '=', key)
      .returning('storage_key')
      .executeTakeFirst()
    if (!held) return null
    return trx.insertInto('rbot_files').values(file).returning('id').executeTakeFirstOrThrow()
  })
}

export async function releaseUpload(db: Handle, key: string) {
  await db.deleteFrom('rbot_upload_reservations').where('storage_key', '=', key).execute()
}

/** An upload in flight says it is alive; the sweep leaves reservations touched recently alone. */
export async function touchUploads(db: Handle, keys: string[]) {
  if (keys.length === 0) return
  await db
    .updateTable('rbot_upload_reservations')
    .set({ touched_at: sql`now()` })
    .where('storage_key', 'in', keys)
    .execute()
}

/** Reservations some instance touched within `idleMs`: their uploads are in flight, however slowly. */
export async function liveUploads(db: Handle, idleMs: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('rbot_upload_reservations')
    .select('storage_key')
    .where('touched_at', '>=', sql<Date>`now() - ${idleMs} * interval '1 millisecond'`)
    .execute()
  return new Set(rows.map((r) => r.storage_key))
}

/** Reservations no instance has touched for `idleMs`: their uploads died with the process that took them. */
export async function staleUploads(db: Handle, idleMs: number): Promise<string[]> {
  const rows = await db
    .selectFrom('rbot_upload_reservations')
    .select('storage_key')
    .where('touched_at', '<', sql<Date>`now() - ${idleMs} * interval '1 millisecond'`)
    .execute()
  return rows.map((r) => r.storage_key)
}

export async function meetingInOrg(db: Handle, meetingId: string, orgId: string) {
  return Boolean(
    await db
      .selectFrom('meetings')
      .select('id')
      .where('id', '=', meetingId)
      .where('org_id', '=', orgId)
      .executeTakeFirst(),
  )
}

export async function planOf(db: Handle, orgId: string) {
  const org = await db.selectFrom('organizations').select('plan').where('id', '=', orgId).executeTakeFirstOrThrow()
  return org.plan
}
