import { sql } from 'kysely'
import '../../db/tables/costs-billing.js'
import { planOf } from './plan-catalogue.js'
import { checkBudgetAlerts } from './budget-repository.js'
import { json, type Handle } from '../../db/handle.js'

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

/**
 * The one way the product writes a billable event, inside the caller's transaction. The row is priced by the
 * database trigger (usage_events_fill) from the price in force at write time, in the currency of the
 * organization's plan; the same idempotency key twice returns the first row and changes nothing. A new row
 * that crosses a budget threshold records the alert and mails it in the same transaction.
 */
export async function recordUsage(trx: Handle, input: UsageInput): Promise<RecordedUsage> {
  const org = await trx
    .selectFrom('organizations')
    .select('plan')
    .where('id', '=', input.orgId)
    .executeTakeFirstOrThrow()
  const inputTokens = Math.max(0, Math.round(input.inputTokens ?? 0))
  const outputTokens = Math.max(0, Math.round(input.outputTokens ?? 0))
  const inserted = await trx
    .insertInto('usage_events')
    .values({
      org_id: input.orgId,
      kind: input.kind,
      idempotency_key: input.idempotencyKey,
      model: input.model ?? '',
      quantity: Math.max(0, Math.round(input.quantity ?? inputTokens + outputTokens)),
      input_tokens: inputTokens,
      output_tokens: outputTokens,
      unit_price_minor: 0,
      amount_minor: 0,
      currency: planOf(org.plan).currency,
      meeting_id: input.meetingId ?? null,
      report_id: input.reportId ?? null,
      self_interview_id: input.selfInterviewId ?? null,
      run_id: input.runId ?? null,
      meta: json(input.meta ?? {}),
    })
    .onConflict((oc) => oc.columns(['org_id', 'idempotency_key']).doNothing())
    .returning(['id', 'amount_minor', 'currency'])
    .executeTakeFirst()
  if (inserted) {
    // Budget thresholds crossed by this row mail in the same transaction (once per threshold and month).
    if (inserted.amount_minor > 0) await checkBudgetAlerts(trx, input.orgId)
    return { id: inserted.id, amountMinor: inserted.amount_minor, currency: inserted.currency, created: true }
  }
  const existing = await trx
    .selectFrom('usage_events')
    .select(['id', 'amount_minor', 'currency'])
    .where('org_id', '=', input.orgId)
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirstOrThrow()
  return { id: existing.id, amountMinor: existing.amount_minor, currency: existing.currency, created: false }
}

/** Rebuilds the dashboard rollups from the ledger (after a bulk load or a time-zone change). */
export async function rebuildUsageRollups(db: Handle) {
  await sql`SELECT usage_rollups_rebuild()`.execute(db)
}
