import type { ChunkRecord } from '../../domain/llm/llm-summary.js'
import type { CallUsage } from '../../domain/llm/model-settings.js'
import type { SummaryResult } from '../../domain/llm/summary-schema.js'
import type { Db } from '../../db/create-db.js'
import { json, type Handle } from '../product/handle.js'
import { LLM_PRICE_MINOR_PER_1K_TOKENS, recordLlmUsage } from '../product/usage-repository.js'

/** What a call costs, by the same rule as its usage row, so a run's cost equals the sum of its rows. */
const costOf = (c: CallUsage) => Math.ceil(((c.promptTokens + c.completionTokens) * LLM_PRICE_MINOR_PER_1K_TOKENS) / 1000)

const totals = (calls: CallUsage[]) => ({
  prompt_tokens: calls.reduce((a, c) => a + c.promptTokens, 0),
  completion_tokens: calls.reduce((a, c) => a + c.completionTokens, 0),
  cost_minor: calls.reduce((a, c) => a + costOf(c), 0),
})

/** One usage row per model call (kind llm-tokens), in the transaction that ends the run. */
async function recordCalls(trx: Handle, orgId: string, runId: string, calls: CallUsage[]) {
  for (const c of calls) {
    await recordLlmUsage(trx, orgId, { model: c.model, promptTokens: c.promptTokens, completionTokens: c.completionTokens }, {
      runId, feature: 'summary', stage: c.stage, chunk: c.chunk, inputTokens: c.promptTokens, outputTokens: c.completionTokens,
    })
  }
}

export async function finishRun(db: Db, r: { id: string; orgId: string; result: SummaryResult; chunks: ChunkRecord[]; calls: CallUsage[]; model: string | null }) {
  await db.transaction().execute(async (trx) => {
    const done = await trx.updateTable('llm_runs').set({
      status: 'completed', result: json(r.result), chunks: json(r.chunks), model: r.model, ...totals(r.calls), error: null,
      finished_at: new Date(), progress: json({ stage: 'done', current: r.chunks.length, total: r.chunks.length }),
    }).where('id', '=', r.id).where('status', '=', 'running').executeTakeFirst()
    // Cancelled meanwhile: no result, but the calls were made and paid for.
    if (!Number(done.numUpdatedRows)) {
      await trx.updateTable('llm_runs').set(totals(r.calls)).where('id', '=', r.id).execute()
    }
    await recordCalls(trx, r.orgId, r.id, r.calls)
  })
}

export async function failRun(db: Db, r: { id: string; orgId: string; message: string; calls: CallUsage[] }) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('llm_runs').set({ status: 'failed', error: r.message.slice(0, 2000), finished_at: new Date(), result: null, ...totals(r.calls) })
      .where('id', '=', r.id).where('status', '=', 'running').execute()
    await trx.updateTable('llm_runs').set(totals(r.calls)).where('id', '=', r.id).where('status', '=', 'cancelled').execute()
    const exists = await trx.selectFrom('llm_runs').select('id').where('id', '=', r.id).executeTakeFirst()
    if (exists) await recordCalls(trx, r.orgId, r.id, r.calls)
  })
}
