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
    await sql`DELETE FROM usage_daily WHERE org_id = ${orgId}::uuid`.execute(trx)
    await sql`DELETE FROM usage_daily_subjects WHERE org_id = ${orgId}::uuid`.execute(trx)
    await sql`INSERT INTO usage_daily (org_id, day, kind, model, currency, events, quantity, tokens, amount_minor)
      SELECT org_id, (created_at AT TIME ZONE ${timeZone})::date, kind, model, currency, count(*), sum(quantity), sum(input_tokens + output_tokens), sum(amount_minor)
        FROM usage_events WHERE org_id = ${orgId}::uuid GROUP BY 1, 2, 3, 4, 5`.execute(trx)
    await sql`INSERT INTO usage_daily_subjects (org_id, day, subject, subject_id, kind, currency, amount_minor)
      SELECT e.org_id, (e.created_at AT TIME ZONE ${timeZone})::date, x.subject, x.id, e.kind, e.currency, sum(e.amount_minor)
        FROM usage_events e CROSS JOIN LATERAL (VALUES ('meeting', e.meeting_id), ('report', e.report_id)) AS x(subject, id)
       WHERE e.org_id = ${orgId}::uuid AND x.id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6`.execute(trx)
  })
}
