import { sql } from 'kysely'
import type { Db } from '../../db/create-db.js'
import '../../db/tables/costs-billing.js'
import type { Handle } from '../../db/handle.js'

export async function isTimeZone(db: Handle, name: string): Promise<boolean> {
  const r = await sql<{
    ok: boolean
  }>`SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = ${name}) AS ok`.execute(db)
  return r.rows[0]!.ok
}

/**
 * Sets the organization's time zone and rebuilds its rollups, whose days are local. The ledger is locked against
 * inserts (SHARE) for the rebuild, so no row is counted twice or missed; rows themselves never change.
 */
export async function setTimeZone(db: Db, orgId: string, timeZone: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE usage_events IN SHARE MODE`.execute(trx)
    await trx
      .insertInto('org_cost_settings')
      .values({ org_id: orgId, time_zone: timeZone })
      .onConflict((oc) => oc.column('org_id').doUpdateSet({ time_zone: timeZone, updated_at: sql<Date>`now()` }))
      .execute()
    await sql`SELECT usage_rollups_rebuild_org(${orgId}::uuid)`.execute(trx)
  })
}
