import { sql } from 'kysely'
import '../../db/tables/costs-billing.js'
import type { Handle } from '../../db/handle.js'

/** The organization's time zone (cost settings), UTC when unset. */
export async function orgTimeZone(db: Handle, orgId: string): Promise<string> {
  const row = await db
    .selectFrom('org_cost_settings')
    .select('time_zone')
    .where('org_id', '=', orgId)
    .executeTakeFirst()
  return row?.time_zone ?? 'UTC'
}

/** The first and last local day of the organization's current month (or of the month holding `day`). */
export async function localMonth(db: Handle, orgId: string, day?: string): Promise<{ start: string; end: string }> {
  const tz = await orgTimeZone(db, orgId)
  const at = day ? sql`${day}::date` : sql`(now() AT TIME ZONE ${tz})::date`
  const r = await sql<{ start: string; end: string }>`SELECT to_char(date_trunc('month', ${at}), 'YYYY-MM-DD') AS start,
    to_char(date_trunc('month', ${at}) + interval '1 month - 1 day', 'YYYY-MM-DD') AS "end"`.execute(db)
  return r.rows[0]!
}

/** Spend of the organization in local days [start, end], from the rollups. */
export async function spendBetween(
  db: Handle,
  orgId: string,
  start: string,
  end: string,
  currency = 'EUR',
): Promise<number> {
  const r = await sql<{ n: number }>`SELECT COALESCE(sum(amount_minor), 0)::bigint AS n FROM usage_daily
    WHERE org_id = ${orgId}::uuid AND currency = ${currency} AND day BETWEEN ${start}::date AND ${end}::date`.execute(
    db,
  )
  return r.rows[0]!.n
}
