import { sql } from 'kysely'
import '../../db/tables/costs-billing.js'
import type { Handle } from '../../db/handle.js'

export interface Alert {
  org_id: string
  month: string
  threshold: number
  spend_minor: number
  budget_minor: number
  currency: string
  hard_cap: boolean
  org_name: string
}

/** Alerts not mailed yet, claimed with SKIP LOCKED: instances running the job at once never take the same one. */
export async function claimUnmailedAlerts(trx: Handle): Promise<Alert[]> {
  const r =
    await sql<Alert>`SELECT a.org_id, to_char(a.month, 'YYYY-MM-DD') AS month, a.threshold, a.spend_minor::bigint AS spend_minor,
        a.budget_minor::bigint AS budget_minor, COALESCE(b.currency, 'EUR') AS currency, COALESCE(b.hard_cap, false) AS hard_cap, o.name AS org_name
      FROM budget_alerts a JOIN organizations o ON o.id = a.org_id LEFT JOIN org_billing b ON b.org_id = a.org_id
      WHERE a.mailed_at IS NULL ORDER BY a.created_at, a.threshold LIMIT 200 FOR UPDATE OF a SKIP LOCKED`.execute(trx)
  return r.rows
}

export async function activeAdminEmails(trx: Handle, orgId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('accounts')
    .select('email')
    .where('org_id', '=', orgId)
    .where('role', '=', 'admin')
    .where('disabled', '=', false)
    .execute()
  return rows.map((r) => r.email)
}

export async function markAlertMailed(trx: Handle, a: Pick<Alert, 'org_id' | 'month' | 'threshold'>) {
  await trx
    .updateTable('budget_alerts')
    .set({ mailed_at: new Date() })
    .where('org_id', '=', a.org_id)
    .where('month', '=', a.month)
    .where('threshold', '=', a.threshold)
    .execute()
}
