import '../../db/tables/llm.js'
import type { ChunkRecord } from './llm-summary.js'
import type { SummaryResult } from './summary-schema.js'
import { json, type Handle } from '../../db/handle.js'

/** A run's token counts and priced cost, written whatever its end. */
export interface RunCost {
  prompt_tokens: number
  completion_tokens: number
  cost_minor: number
  currency: string
}

/**
 * Completes a still-running run with its result; a run cancelled meanwhile keeps no result but still gets the cost
 * of the calls made (they were paid for). One of the two writes happens.
 */
export async function storeCompletedRun(
  trx: Handle,
  id: string,
  done: { result: SummaryResult; chunks: ChunkRecord[]; model: string | null; cost: RunCost },
) {
  const completed = await trx
    .updateTable('llm_runs')
    .set({
      status: 'completed',
      result: json(done.result),
      chunks: json(done.chunks),
      model: done.model,
      ...done.cost,
      error: null,
      finished_at: new Date(),
      progress: json({ stage: 'done', current: done.chunks.length, total: done.chunks.length }),
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst()
  if (!Number(completed.numUpdatedRows)) await trx.updateTable('llm_runs').set(done.cost).where('id', '=', id).execute()
}

/** Fails a still-running run; a cancelled one only gets the cost of the calls made. */
export async function storeFailedRun(trx: Handle, id: string, message: string, cost: RunCost) {
  await trx
    .updateTable('llm_runs')
    .set({ status: 'failed', error: message.slice(0, 2000), finished_at: new Date(), result: null, ...cost })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute()
  await trx.updateTable('llm_runs').set(cost).where('id', '=', id).where('status', '=', 'cancelled').execute()
}

/** What a run's usage rows add up to, every attempt's. */
export const runUsageTotals = (trx: Handle, orgId: string, runId: string) =>
  trx
    .selectFrom('usage_events')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), eb.lit(0)).as('cost'),
      eb.fn.coalesce(eb.fn.sum<string>('input_tokens'), eb.lit(0)).as('input'),
      eb.fn.coalesce(eb.fn.sum<string>('output_tokens'), eb.lit(0)).as('output'),
    ])
    .where('org_id', '=', orgId)
    .where('run_id', '=', runId)
    .where('kind', '=', 'llm-tokens')
    .executeTakeFirstOrThrow()

export async function setRunCost(trx: Handle, id: string, cost: RunCost) {
  await trx.updateTable('llm_runs').set(cost).where('id', '=', id).execute()
}
