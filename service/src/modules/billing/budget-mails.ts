import type { Db } from '../../db/create-db.js'
import type { Mail, Mailer } from '../mail/index.js'
import { activeAdminEmails, claimUnmailedAlerts, markAlertMailed, type Alert } from './budget-mail-repository.js'
export const BUDGET_MAIL_QUEUE = 'billing-budget-mails'
/** Every minute: a crossed threshold is mailed within a minute of the usage row that crossed it. */
export const BUDGET_MAIL_CRON = '* * * * *'

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
    const claimed = await claimUnmailedAlerts(trx)
    const top = new Map<string, Alert>()
    for (const a of claimed) {
      const key = `${a.org_id}/${a.month}`
      if ((top.get(key)?.threshold ?? 0) < a.threshold) top.set(key, a)
    }
    let sent = 0
    for (const a of top.values()) {
      for (const email of await activeAdminEmails(trx, a.org_id)) {
        await mailer.send(budgetAlertMail(email, a))
        sent++
      }
    }
    for (const a of claimed) await markAlertMailed(trx, a)
    return sent
  })
}
