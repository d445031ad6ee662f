import type { Handle } from '../../db/handle.js'
import { ACCOUNT_LIMITS } from './billing-terms.js'
import { findBilling } from './budget-repository.js'
import { countAccounts, localMonth, orgCurrency, orgPlan } from './org-repository.js'
import { planOf } from './plan-catalogue.js'
import { ANALYSED_MEETING_LIMITS } from './plan-limits.js'
import { committedThisMonth } from './reservation-repository.js'

export interface MonthStatus {
  month: { start: string; end: string }
  currency: string
  /** Billed this local month: the same figure as the cost dashboard and the invoice for the month. */
  spendMinor: number
  /** Work in progress at its reserved price. */
  reservedMinor: number
  analysedMeetings: number
  analysedMeetingsInProgress: number
  analysedMeetingLimit: number | null
  monthlyBudgetMinor: number | null
  hardCap: boolean
  balanceMinor: number
}

/** The organization's month as the billing page, the budget banner and the plan limit see it. */
export async function monthStatus(db: Handle, orgId: string): Promise<MonthStatus> {
  const [month, currency, plan, billing] = await Promise.all([
    localMonth(db, orgId),
    orgCurrency(db, orgId),
    orgPlan(db, orgId),
    findBilling(db, orgId),
  ])
  const c = await committedThisMonth(db, orgId, month, currency)
  return {
    month,
    currency,
    spendMinor: c.spendMinor,
    reservedMinor: c.reservedMinor,
    analysedMeetings: c.analysedMeetings,
    analysedMeetingsInProgress: c.reservedMeetings,
    analysedMeetingLimit: ANALYSED_MEETING_LIMITS[planOf(plan).plan],
    monthlyBudgetMinor: billing?.monthly_budget_minor ?? null,
    hardCap: billing?.hard_cap ?? false,
    balanceMinor: billing?.balance_minor ?? 0,
  }
}

export async function accountUsage(db: Handle, orgId: string) {
  const plan = planOf(await orgPlan(db, orgId)).plan
  return { accounts: await countAccounts(db, orgId), accountLimit: ACCOUNT_LIMITS[plan] }
}
