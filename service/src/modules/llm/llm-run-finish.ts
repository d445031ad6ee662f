import type { ChunkRecord } from './llm-summary.js'
import type { CallUsage } from './model-settings.js'
import type { SummaryResult } from './summary-schema.js'
import type { Db } from '../../db/create-db.js'
import { endReservations, orgCurrency, recordUsage } from '../billing/index.js'
import type { Handle } from '../../db/handle.js'
import { storeCompletedRun, storeFailedRun } from './llm-run-end-repository.js'

const tokens = (calls: CallUsage[]) => ({
  prompt_tokens: calls.reduce((a, c) => a + c.promptTokens, 0),
  completion_tokens: calls.reduce((a, c) => a + c.completionTokens, 0),
})

/**
 * One usage row per model call (kind llm-tokens), priced by the ledger, in the transaction that ends the run.
 * The key names the run, the attempt and the call: a second attempt after a dead process bills its own new
 * calls, and writing the same attempt twice bills nothing twice. Returns the run's cost as the rows price it.
 */
async function recordCalls(trx: Handle, orgId: string, runId: string, attempt: number, calls: CallUsage[]) {
  let cost = 0
  // The organization's currency, also when no call was made (the built-in engine): never a stray dollar.
  let currency = await orgCurrency(trx, orgId)
  for (const [i, c] of calls.entries()) {
    const row = await recordUsage(trx, {
      orgId,
      kind: 'llm-tokens',
      idempotencyKey: `llm-run:${runId}:${attempt}:${i}`,
      model: c.model,
      inputTokens: c.promptTokens,
      outputTokens: c.completionTokens,
      runId,
      meta: {
        runId,
        feature: 'summary',
        stage: c.stage,
        chunk: c.chunk,
        model: c.model,
        inputTokens: c.promptTokens,
        outputTokens: c.completionTokens,
      },
    })
    cost += row.amountMinor
    currency = row.currency
  }
  return { cost_minor: cost, currency }
}

export interface RunEnd {
  id: string
  orgId: string
  attempt: number
  calls: CallUsage[]
}

export async function finishRun(
  db: Db,
  r: RunEnd & { result: SummaryResult; chunks: ChunkRecord[]; model: string | null },
) {
  await db.transaction().execute(async (trx) => {
    const cost = { ...tokens(r.calls), ...(await recordCalls(trx, r.orgId, r.id, r.attempt, r.calls)) }
    await endReservations(trx, `llm-run:${r.id}`)
    await storeCompletedRun(trx, r.id, { result: r.result, chunks: r.chunks, model: r.model, cost })
  })
}

export async function failRun(db: Db, r: RunEnd & { message: string }) {
  await db.transaction().execute(async (trx) => {
    const cost = { ...tokens(r.calls), ...(await recordCalls(trx, r.orgId, r.id, r.attempt, r.calls)) }
    await endReservations(trx, `llm-run:${r.id}`)
    await storeFailedRun(trx, r.id, r.message, cost)
  })
}
