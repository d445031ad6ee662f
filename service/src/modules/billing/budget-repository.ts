import { sql } from 'kysely'
import '../../db/tables/costs-billing.js'
import { BUDGET_THRESHOLDS } from './plan-limits.js'
import type { Handle } from '../../db/handle.js'
import { localMonth, orgCurrency } from './org-repository.js'
import { usageTotals } from './usage-totals-repository.js'

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
 * After a usage row: records each threshold (50, 80, 100 %) the month's spend has crossed, once per month (the
 * primary key), in the caller's transaction. The mails go out afterwards through the mailer (`mailBudgetAlerts`).
 */
export async function checkBudgetAlerts(trx: Handle, orgId: string): Promise<number[]> {
  const billing = await findBilling(trx, orgId)
  if (!billing?.monthly_budget_minor) return []
  const month = await localMonth(trx, orgId)
  const currency = await orgCurrency(trx, orgId)
  const spend = (await usageTotals(trx, { orgId, from: month.start, to: month.end, currency })).spendMinor
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
