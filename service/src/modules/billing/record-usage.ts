import '../../db/tables/costs-billing.js'
import { checkBudgetAlerts } from './budget-repository.js'
import type { Handle } from '../../db/handle.js'
import { findUsageByKey, insertAllocations, insertUsageRow } from './ledger-repository.js'
import { orgCurrency } from './org-repository.js'
import { deleteReservationsByKey } from './reservation-repository.js'

export type UsageKind =
  | 'llm-tokens'
  | 'transcription-minutes'
  | 'conference-minutes'
  | 'storage-gb-days'
  | 'self-interviews'
  | 'analysed-meetings'

export interface UsageInput {
  orgId: string
  kind: UsageKind | (string & {})
  /** Unique per organization: a retried job passes the same key and writes nothing the second time. */
  idempotencyKey: string
  /** The model (llm-tokens) or unit name the price table's pattern matches. */
  model?: string
  quantity?: number
  inputTokens?: number
  outputTokens?: number
  meetingId?: string | null
  reportId?: string | null
  /** Share the row's amount out over these reports (evenly, the odd cents to the first ones). */
  shareOver?: string[]
  selfInterviewId?: string | null
  runId?: string | null
  meta?: Record<string, unknown>
}

export interface RecordedUsage {
  id: string
  amountMinor: number
  currency: string
  created: boolean
}

/** An amount split over n parts that add up to it exactly: 20 over 9 is 3, 3, 2, 2, 2, 2, 2, 2, 2. */
export function shares(amount: number, n: number): number[] {
  const base = Math.floor(amount / n)
  return Array.from({ length: n }, (_, i) => base + (i < amount - base * n ? 1 : 0))
}

/**
 * The one way the product writes a billable event, inside the caller's transaction. The row is priced by the
 * database trigger (usage_events_fill) from the price in force at write time, in the organization's currency;
 * the same idempotency key twice returns the first row and changes nothing. Writing it settles the reservation
 * that waited for this key. A new row that crosses a budget threshold records the alert in the same transaction.
 */
export async function recordUsage(trx: Handle, input: UsageInput): Promise<RecordedUsage> {
  const inputTokens = Math.max(0, Math.round(input.inputTokens ?? 0))
  const outputTokens = Math.max(0, Math.round(input.outputTokens ?? 0))
  const inserted = await insertUsageRow(trx, {
    orgId: input.orgId,
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    model: input.model ?? '',
    quantity: Math.max(0, Math.round(input.quantity ?? inputTokens + outputTokens)),
    inputTokens,
    outputTokens,
    currency: await orgCurrency(trx, input.orgId),
    meetingId: input.meetingId ?? null,
    reportId: input.reportId ?? null,
    selfInterviewId: input.selfInterviewId ?? null,
    runId: input.runId ?? null,
    meta: input.meta ?? {},
  })
  await deleteReservationsByKey(trx, input.orgId, input.idempotencyKey)
  if (inserted) {
    const reports = [...new Set(input.shareOver ?? [])].filter((r) => r !== input.reportId)
    if (reports.length && !input.reportId) {
      const parts = shares(inserted.amount_minor, reports.length)
      await insertAllocations(
        trx,
        inserted.id,
        reports.map((reportId, i) => ({ reportId, amountMinor: parts[i]! })),
      )
    }
    // Budget thresholds crossed by this row are recorded in the same transaction (once per threshold and month).
    if (inserted.amount_minor > 0) await checkBudgetAlerts(trx, input.orgId)
    return { id: inserted.id, amountMinor: inserted.amount_minor, currency: inserted.currency, created: true }
  }
  const existing = await findUsageByKey(trx, input.orgId, input.idempotencyKey)
  return { id: existing.id, amountMinor: existing.amount_minor, currency: existing.currency, created: false }
}
