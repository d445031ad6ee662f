import type { Handle } from '../../db/handle.js'
import { PaymentRequiredError } from './billing-errors.js'
import { localMonth, orgCurrency, orgPlan } from './org-repository.js'
import { planOf } from './plan-catalogue.js'
import { ANALYSED_MEETING_LIMITS } from './plan-limits.js'
import {
  committedThisMonth,
  deleteReservationsOf,
  insertReservations,
  lockOrgBilling,
  ownerHasReservations,
  priceNow,
  usageKeyTaken,
} from './reservation-repository.js'

/** One usage row the work will write, with the idempotency key it will carry. */
export interface WorkItem {
  kind: string
  model: string
  usageKey: string
  quantity?: number
  inputTokens?: number
  outputTokens?: number
  meetingId?: string | null
}

export interface Work {
  orgId: string
  /** Whose reservation this is ('analysis:<id>', 'llm-run:<id>', 'transcription:<answerId>'): released at its end. */
  owner: string
  items: WorkItem[]
}

export const BUDGET_REFUSAL =
  'This month’s budget does not cover this work: its hard cap refuses new analyses, summaries and transcriptions beyond it (work in progress counts at its price); an admin can raise the budget on the billing page'

/**
 * Checks the work against the plan's analysed meetings and the budget's hard cap and reserves its price, under
 * the organization's lock in the caller's transaction: of any number of concurrent requests, at most what the
 * plan and the budget cover is accepted. Queued and running work counts at its reserved price until its usage
 * rows settle it (or its end releases it). Returns why it is refused, or null. The same owner twice reserves once
 * (a retried job).
 */
export async function tryReserveWork(trx: Handle, work: Work): Promise<string | null> {
  const billing = await lockOrgBilling(trx, work.orgId)
  if (await ownerHasReservations(trx, work.owner)) return null
  const [currency, plan, month] = await Promise.all([
    orgCurrency(trx, work.orgId),
    orgPlan(trx, work.orgId),
    localMonth(trx, work.orgId),
  ])
  const rows = []
  let newMeetings = 0
  for (const item of work.items) {
    // A key already billed or reserved (the meeting analysed this month, another job of the same request) costs nothing more.
    if (await usageKeyTaken(trx, work.orgId, item.usageKey)) continue
    if (item.kind === 'analysed-meetings') newMeetings++
    const amountMinor = await priceNow(trx, currency, {
      kind: item.kind,
      model: item.model,
      quantity: item.quantity ?? 0,
      inputTokens: item.inputTokens ?? 0,
      outputTokens: item.outputTokens ?? 0,
    })
    rows.push({
      ...item,
      orgId: work.orgId,
      owner: work.owner,
      meetingId: item.meetingId ?? null,
      amountMinor,
      currency,
    })
  }
  const committed = await committedThisMonth(trx, work.orgId, month, currency)
  const limit = ANALYSED_MEETING_LIMITS[planOf(plan).plan]
  if (newMeetings && limit !== null && committed.analysedMeetings + committed.reservedMeetings + newMeetings > limit)
    return `The ${planOf(plan).name} plan includes ${limit} analysed meetings a month, all used or in progress; upgrade the plan to analyse more`
  const budget = billing.monthly_budget_minor
  if (billing.hard_cap && budget) {
    const before = committed.spendMinor + committed.reservedMinor
    const price = rows.reduce((s, r) => s + r.amountMinor, 0)
    if (before >= budget || before + price > budget) return BUDGET_REFUSAL
  }
  await insertReservations(trx, rows)
  return null
}

/** tryReserveWork for the payer's own request: a refusal is 402. */
export async function reserveWork(trx: Handle, work: Work): Promise<void> {
  const refusal = await tryReserveWork(trx, work)
  if (refusal) throw new PaymentRequiredError(refusal)
}

/** The work ended (completed, failed for good, cancelled): what it reserved and did not bill is released. */
export async function endReservations(trx: Handle, owner: string): Promise<void> {
  await deleteReservationsOf(trx, owner)
}
