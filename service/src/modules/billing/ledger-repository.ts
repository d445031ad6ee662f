import { sql } from 'kysely'
import '../../db/tables/costs-billing.js'
import { json, type Handle } from '../../db/handle.js'

export interface UsageRowValues {
  orgId: string
  kind: string
  idempotencyKey: string
  model: string
  quantity: number
  inputTokens: number
  outputTokens: number
  currency: string
  meetingId: string | null
  reportId: string | null
  selfInterviewId: string | null
  runId: string | null
  meta: Record<string, unknown>
}

/** The row, priced by the database (usage_events_fill); undefined when the key was used before. */
export const insertUsageRow = (trx: Handle, v: UsageRowValues) =>
  trx
    .insertInto('usage_events')
    .values({
      org_id: v.orgId,
      kind: v.kind,
      idempotency_key: v.idempotencyKey,
      model: v.model,
      quantity: v.quantity,
      input_tokens: v.inputTokens,
      output_tokens: v.outputTokens,
      unit_price_minor: 0,
      amount_minor: 0,
      currency: v.currency,
      meeting_id: v.meetingId,
      report_id: v.reportId,
      self_interview_id: v.selfInterviewId,
      run_id: v.runId,
      meta: json(v.meta),
    })
    .onConflict((oc) => oc.columns(['org_id', 'idempotency_key']).doNothing())
    .returning(['id', 'amount_minor', 'currency'])
    .executeTakeFirst()

export const findUsageByKey = (db: Handle, orgId: string, key: string) =>
  db
    .selectFrom('usage_events')
    .select(['id', 'amount_minor', 'currency'])
    .where('org_id', '=', orgId)
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow()

/** Shares of one usage row over reports (their rollups follow by trigger). */
export async function insertAllocations(
  trx: Handle,
  usageId: string,
  shares: { reportId: string; amountMinor: number }[],
) {
  if (!shares.length) return
  await trx
    .insertInto('usage_allocations')
    .values(shares.map((s) => ({ usage_id: usageId, report_id: s.reportId, amount_minor: s.amountMinor })))
    .onConflict((oc) => oc.columns(['usage_id', 'report_id']).doNothing())
    .execute()
}

/** Rebuilds the dashboard rollups from the ledger (after a bulk load), every organization or one. */
export async function rebuildUsageRollups(db: Handle, orgId?: string) {
  if (orgId) await sql`SELECT usage_rollups_rebuild_org(${orgId}::uuid)`.execute(db)
  else await sql`SELECT usage_rollups_rebuild()`.execute(db)
}
