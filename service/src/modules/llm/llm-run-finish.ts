import type { ChunkRecord } from './llm-summary.js'
import type { CallUsage } from './model-settings.js'
import type { SummaryResult } from './summary-schema.js'
import type { Db } from '../../db/create-db.js'
import { endReservations, orgCurrency, recordUsage } from '../billing/index.js'
import type { Handle } from '../../db/handle.js'
import { runUsageTotals, setRunCost, storeCompletedRun, storeFailedRun } from './llm-run-end-repository.js'

/**
 * One usage row per model call (kind llm-tokens), priced by the ledger, in the transaction that ends the run.
 * The key names the run, the attempt and the call: a second attempt after a dead process bills its own new
 * calls, and writing the same attempt twice bills nothing twice. Returns the run's tokens and cost as all its
 * usage rows say, every attempt's: what the run shows is what was billed.
 */
async function recordCalls(trx: Handle, orgId: string, runId: string, attempt: number, calls: CallUsage[]) {
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
    currency = row.currency
  }
  const billed = await runUsageTotals(trx, orgId, runId)
  return {
    prompt_tokens: Number(billed.input),
    completion_tokens: Number(billed.output),
    cost_minor: Number(billed.cost),
    currency,
  }
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
    const cost = await recordCalls(trx, r.orgId, r.id, r.attempt, r.calls)
    await endReservations(trx, `llm-run:${r.id}`)
    await storeCompletedRun(trx, r.id, { result: r.result, chunks: r.chunks, model: r.model, cost })
  })
}

export async function failRun(db: Db, r: RunEnd & { message: string }) {
  await db.transaction().execute(async (trx) => {
    const cost = await recordCalls(trx, r.orgId, r.id, r.attempt, r.calls)
    await endReservations(trx, `llm-run:${r.id}`)
    await storeFailedRun(trx, r.id, r.message, cost)
  })
}

/**
 * An attempt cut by a shutdown hands the run back to the queue, but the replies it got were paid for: they are
 * billed now (the next attempt bills only its own calls) and the run shows the total meanwhile.
 */
export async function billInterruptedAttempt(db: Db, r: RunEnd) {
  if (r.calls.length === 0) return
  await db.transaction().execute(async (trx) => {
    const cost = await recordCalls(trx, r.orgId, r.id, r.attempt, r.calls)
    await setRunCost(trx, r.id, cost)
  })
}
