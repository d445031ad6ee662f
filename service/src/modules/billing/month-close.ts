import { sql } from 'kysely'
import type { Db } from '../../db/create-db.js'
import { issueInvoice } from './invoice-repository.js'

export const MONTH_CLOSE_QUEUE = 'billing-month-close'
/** Every hour of the 1st and 2nd (UTC): each organization's month ends at its own local midnight. */
export const MONTH_CLOSE_CRON = '15 * 1,2 * *'

/**
 * Issues every organization's invoice for its previous local month. Idempotent (one issued invoice per
 * organization and month), so a retried or doubled run issues nothing twice. Returns how many it issued.
 */
export async function closeMonth(db: Db): Promise<number> {
  const orgs = await sql<{
    id: string
    day: string
  }>`SELECT o.id, to_char((now() AT TIME ZONE COALESCE(s.time_zone, 'UTC'))::date - interval '1 month', 'YYYY-MM-DD') AS day
    FROM organizations o LEFT JOIN org_cost_settings s ON s.org_id = o.id ORDER BY o.id`.execute(db)
  let issued = 0
  for (const org of orgs.rows) {
    const { created } = await db.transaction().execute((trx) => issueInvoice(trx, org.id, org.day))
    if (created) issued++
  }
  return issued
}
