import type { EngineUsage } from '../../domain/analysis/types.js'
import { json, type Handle } from './handle.js'

/** Price of model tokens in minor units (cents) per 1000 tokens; the cost dashboards aggregate amount_minor. */
export const LLM_PRICE_MINOR_PER_1K_TOKENS = 1

/** One usage row per model call, in the transaction that stores the report it paid for. */
export async function recordLlmUsage(trx: Handle, orgId: string, usage: EngineUsage, meta: Record<string, unknown>) {
  const quantity = usage.promptTokens + usage.completionTokens
  await trx.insertInto('usage_events').values({
    org_id: orgId,
    kind: 'llm-tokens',
    quantity,
    unit_price_minor: LLM_PRICE_MINOR_PER_1K_TOKENS,
    amount_minor: Math.ceil((quantity * LLM_PRICE_MINOR_PER_1K_TOKENS) / 1000),
    currency: 'USD',
    meta: json({ ...meta, model: usage.model, promptTokens: usage.promptTokens, completionTokens: usage.completionTokens, unitPer: 1000 }),
  }).execute()
}
