import { sql } from 'kysely'
import type { Db } from '../../db/create-db.js'
import '../../db/tables/costs-billing.js'
import type { Mail, Mailer } from '../mail/index.js'
export const BUDGET_MAIL_QUEUE = 'billing-budget-mails'
/** Every minute: a crossed threshold is mailed within a minute of the usage row that crossed it. */
export const BUDGET_MAIL_CRON = '* * * * *'

interface Alert {
  org_id: string
  month: string
  threshold: number
  spend_minor: number
  budget_minor: number
  currency: string
  hard_cap: boolean
  org_name: string
}

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`

export function budgetAlertMail(to: string, a: Alert): Mail {
  const capped =
    a.hard_cap && a.threshold >= 100
      ? ' The hard cap now refuses new analyses, summaries and transcriptions until the budget is raised on the billing page.'
      : ''
  return {
    to,
    subject: `Debrief budget: ${a.threshold} % of this month’s budget reached`,
    text: `${a.org_name} has spent ${money(a.spend_minor, a.currency)} of its ${money(a.budget_minor, a.currency)} budget for the month starting ${a.month} (${a.threshold} %).${capped}`,
  }
}

/**
 * Mails the organization's admins about each threshold crossed and not yet mailed, through the service's one
 * mailer (SMTP when configured, always the outbox). Rows are claimed with SKIP LOCKED, so instances running
 * this at once never mail the same alert twice; several thresholds crossed together make one mail (the highest).
 * Returns how many mails were sent.
 */
export async function mailBudgetAlerts(db: Db, mailer: Mailer): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const claimed =
      await sql<Alert>`SELECT a.org_id, to_char(a.month, 'YYYY-MM-DD') AS month, a.threshold, a.spend_minor::bigint AS spend_minor,
        a.budget_minor::bigint AS budget_minor, COALESCE(b.currency, 'EUR') AS currency, COALESCE(b.hard_cap, false) AS hard_cap, o.name AS org_name
      FROM budget_alerts a JOIN organizations o ON o.id = a.org_id LEFT JOIN org_billing b ON b.org_id = a.org_id
      WHERE a.mailed_at IS NULL ORDER BY a.created_at, a.threshold LIMIT 200 FOR UPDATE OF a SKIP LOCKED`.execute(trx)
    const top = new Map<string, Alert>()
    for (const a of claimed.rows) {
      const key = `${a.org_id}/${a.month}`
      if ((top.get(key)?.threshold ?? 0) < a.threshold) top.set(key, a)
    }
    let sent = 0
    for (const a of top.values()) {
      const admins = await trx
        .selectFrom('accounts')
        .select('email')
        .where('org_id', '=', a.org_id)
        .where('role', '=', 'admin')
        .where('disabled', '=', false)
        .execute()
      for (const admin of admins) {
        await mailer.send(budgetAlertMail(admin.email, a))
        sent++
      }
    }
    for (const a of claimed.rows) {
      await trx
        .updateTable('budget_alerts')
        .set({ mailed_at: new Date() })
        .where('org_id', '=', a.org_id)
        .where('month', '=', a.month)
        .where('threshold', '=', a.threshold)
        .execute()
    }
    return sent
  })
}
