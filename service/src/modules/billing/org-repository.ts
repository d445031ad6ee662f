import { sql } from 'kysely'
import '../../db/tables/costs-billing.js'
import type { Handle } from '../../db/handle.js'
import { planOf } from './plan-catalogue.js'

/** The organization's plan id as stored (planOf() reads unknown ids, and unknown organizations, as basic). */
export const orgPlan = async (db: Handle, orgId: string) =>
  (await db.selectFrom('organizations').select('plan').where('id', '=', orgId).executeTakeFirst())?.plan ?? 'basic'

export const findOrg = (db: Handle, orgId: string) =>
  db.selectFrom('organizations').select(['id', 'name', 'plan']).where('id', '=', orgId).executeTakeFirst()

/**
 * The organization's one currency: its plan's. Usage rows are written in it, the budget, balance and invoices
 * are kept in it, and every screen, the CSV and the PDF show it.
 */
export const orgCurrency = async (db: Handle, orgId: string) => planOf(await orgPlan(db, orgId)).currency

/** The organization's time zone (cost settings), UTC when unset. */
export async function orgTimeZone(db: Handle, orgId: string): Promise<string> {
  const row = await db
    .selectFrom('org_cost_settings')
    .select('time_zone')
    .where('org_id', '=', orgId)
    .executeTakeFirst()
  return row?.time_zone ?? 'UTC'
}

/**
 * Today as a local day: the organization's, or with null the latest among every organization's. Each counts its
 * costs by its own days, so a view across them ends on the last day any of them has reached; an unknown
 * organization's today is UTC's.
 */
export async function localToday(db: Handle, orgId: string | null): Promise<string> {
  const r = await sql<{
    day: string | null
  }>`SELECT to_char(max((now() AT TIME ZONE COALESCE(s.time_zone, 'UTC'))::date),
      'YYYY-MM-DD') AS day
    FROM organizations o LEFT JOIN org_cost_settings s ON s.org_id = o.id
    WHERE ${orgId ? sql`o.id = ${orgId}::uuid` : sql`true`}`.execute(db)
  return r.rows[0]?.day ?? new Date().toISOString().slice(0, 10)
}

/** The first and last local day of the organization's current month (or of the month holding `day`). */
export async function localMonth(db: Handle, orgId: string, day?: string): Promise<{ start: string; end: string }> {
  const tz = await orgTimeZone(db, orgId)
  const at = day ? sql`${day}::date` : sql`(now() AT TIME ZONE ${tz})::date`
  const r = await sql<{ start: string; end: string }>`SELECT to_char(date_trunc('month', ${at}), 'YYYY-MM-DD') AS start,
    to_char(date_trunc('month', ${at}) + interval '1 month - 1 day', 'YYYY-MM-DD') AS "end"`.execute(db)
  return r.rows[0]!
}

export async function countAccounts(db: Handle, orgId: string): Promise<number> {
  const r = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow()
  return Number(r.n)
}

export const orgExists = async (db: Handle, orgId: string) =>
  !!(await db.selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst())

/** Organizations by name: every one (null) or only `orgId`. */
export function listOrganizations(db: Handle, orgId: string | null) {
  let q = db.selectFrom('organizations').select(['id', 'name']).orderBy('name').limit(500)
  if (orgId) q = q.where('id', '=', orgId)
  return q.execute()
}
