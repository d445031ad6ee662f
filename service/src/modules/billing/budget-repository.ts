import { sql } from 'kysely'
import '../../db/tables/costs-billing.js'
import { PaymentRequiredError } from './billing-errors.js'
import { BUDGET_THRESHOLDS } from './plan-limits.js'
import type { Handle } from '../../db/handle.js'
import { localMonth, spendBetween } from './org-month.js'

export const findBilling = (db: Handle, orgId: string) =>
  db.selectFrom('org_billing').selectAll().where('org_id', '=', orgId).executeTakeFirst()

/** The organization's billing row, created on first use (every organization starts at a zero balance, no budget). */
export async function ensureBilling(db: Handle, orgId: string) {
  await db
    .insertInto('org_billing')
    .values({ org_id: orgId })
    .onConflict((oc) => oc.column('org_id').doNothing())
    .execute()
}

export async function setBudget(db: Handle, orgId: string, monthlyBudgetMinor: number | null, hardCap: boolean) {
  await db
    .insertInto('org_billing')
    .values({ org_id: orgId, monthly_budget_minor: monthlyBudgetMinor, hard_cap: hardCap })
    .onConflict((oc) =>
      oc
        .column('org_id')
        .doUpdateSet({ monthly_budget_minor: monthlyBudgetMinor, hard_cap: hardCap, updated_at: sql<Date>`now()` }),
    )
    .execute()
}

/**
 * Why new billable work is refused, or null: the organization has a hard cap and this month's spend has
 * reached its budget. Jobs started by someone who is not the payer (a candidate's recording) ask this and hold
 * the work back instead of answering 402.
 */
export async function budgetRefusal(db: Handle, orgId: string): Promise<string | null> {
  const billing = await findBilling(db, orgId)
  if (!billing?.hard_cap || !billing.monthly_budget_minor) return null
  const month = await localMonth(db, orgId)
  const spend = await spendBetween(db, orgId, month.start, month.end, billing.currency)
  if (spend < billing.monthly_budget_minor) return null
  return 'This month’s budget is spent and its hard cap refuses new analyses, summaries and transcriptions; an admin can raise the budget on the billing page'
}

/**
 * Refuses new billable work (analyses, summaries, transcriptions) with 402 when the organization has a hard cap
 * and this month's spend has reached its budget. Reading stays possible: only work-creating routes call this.
 */
export async function assertWithinBudget(db: Handle, orgId: string): Promise<void> {
  const refusal = await budgetRefusal(db, orgId)
  if (refusal) throw new PaymentRequiredError(refusal)
}

/**
 * After a usage row: records each threshold (50, 80, 100 %) the month's spend has crossed, once per month (the
 * primary key), in the caller's transaction. The mails go out afterwards through the mailer (`mailBudgetAlerts`).
 */
export async function checkBudgetAlerts(trx: Handle, orgId: string): Promise<number[]> {
  const billing = await findBilling(trx, orgId)
  if (!billing?.monthly_budget_minor) return []
  const month = await localMonth(trx, orgId)
  const spend = await spendBetween(trx, orgId, month.start, month.end, billing.currency)
  const crossed = BUDGET_THRESHOLDS.filter((t) => spend * 100 >= billing.monthly_budget_minor! * t)
  if (crossed.length === 0) return []
  const fired = await trx
    .insertInto('budget_alerts')
    .values(
      crossed.map((threshold) => ({
        org_id: orgId,
        month: month.start,
        threshold,
        spend_minor: spend,
        budget_minor: billing.monthly_budget_minor!,
      })),
    )
    .onConflict((oc) => oc.columns(['org_id', 'month', 'threshold']).doNothing())
    .returning('threshold')
    .execute()
  return fired.map((f) => f.threshold)
}

/** The thresholds crossed this month (the banner). */
export async function monthAlerts(db: Handle, orgId: string): Promise<number[]> {
  const month = await localMonth(db, orgId)
  const rows = await db
    .selectFrom('budget_alerts')
    .select('threshold')
    .where('org_id', '=', orgId)
    .where('month', '=', month.start)
    .orderBy('threshold')
    .execute()
  return rows.map((r) => r.threshold)
}
