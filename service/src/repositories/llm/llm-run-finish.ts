import type { ChunkRecord } from '../../domain/llm/llm-summary.js'
import type { CallUsage } from '../../domain/llm/model-settings.js'
import type { SummaryResult } from '../../domain/llm/summary-schema.js'
import type { Db } from '../../db/create-db.js'
import { json, type Handle } from '../product/handle.js'
import { recordUsage } from '../costs/record-usage.js'

const tokens = (calls: CallUsage[]) => ({
  prompt_tokens: calls.reduce((a, c) => a + c.promptTokens, 0),
  completion_tokens: calls.reduce((a, c) => a + c.completionTokens, 0),
})

/**
 * One usage row per model call (kind llm-tokens, priced by the price table), in the transaction that ends the run;
 * the run's cost is the sum of those rows. The key (run, call index) bills a call once however often this runs.
 */
async function recordCalls(trx: Handle, orgId: string, runId: string, calls: CallUsage[]): Promise<{ cost_minor: number }> {
  let cost = 0
  for (const [i, c] of calls.entries()) {
    const row = await recordUsage(trx, {
      orgId, kind: 'llm-tokens', idempotencyKey: `llm-run:${runId}:${i}`, model: c.model, inputTokens: c.promptTokens, outputTokens: c.completionTokens, runId,
      meta: { feature: 'summary', stage: c.stage, chunk: c.chunk },
    })
    cost += row.amountMinor
  }
  return { cost_minor: cost }
}

export async function finishRun(db: Db, r: { id: string; orgId: string; result: SummaryResult; chunks: ChunkRecord[]; calls: CallUsage[]; model: string | null }) {
  await db.transaction().execute(async (trx) => {
    const cost = await recordCalls(trx, r.orgId, r.id, r.calls)
    const done = await trx.updateTable('llm_runs').set({
      status: 'completed', result: json(r.result), chunks: json(r.chunks), model: r.model, ...tokens(r.calls), ...cost, error: null,
      finished_at: new Date(), progress: json({ stage: 'done', current: r.chunks.length, total: r.chunks.length }),
    }).where('id', '=', r.id).where('status', '=', 'running').executeTakeFirst()
    // Cancelled meanwhile: no result, but the calls were made and paid for.
    if (!Number(done.numUpdatedRows)) {
      await trx.updateTable('llm_runs').set({ ...tokens(r.calls), ...cost }).where('id', '=', r.id).execute()
    }
  })
}

export async function failRun(db: Db, r: { id: string; orgId: string; message: string; calls: CallUsage[] }) {
  await db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('llm_runs').select('id').where('id', '=', r.id).executeTakeFirst()
    if (!exists) return // deleted meanwhile
    const cost = await recordCalls(trx, r.orgId, r.id, r.calls)
    await trx.updateTable('llm_runs').set({ status: 'failed', error: r.message.slice(0, 2000), finished_at: new Date(), result: null, ...tokens(r.calls), ...cost })
      .where('id', '=', r.id).where('status', '=', 'running').execute()
    await trx.updateTable('llm_runs').set({ ...tokens(r.calls), ...cost }).where('id', '=', r.id).where('status', '=', 'cancelled').execute()
  })
}
