import type { EngineUsage } from './types.js'
import { recordUsage } from '../billing/index.js'
import type { Handle } from '../../db/handle.js'

export interface LlmUsageRefs {
  analysisId: string
  reportId: string
  kind: string
  meetingId?: string | null
}

/**
 * One usage row per model call, in the transaction that stores the report it paid for. The key is the
 * analysis and report kind: a retried job stores the same report (upsert) and bills it once.
 */
export async function recordLlmUsage(trx: Handle, orgId: string, usage: EngineUsage, refs: LlmUsageRefs) {
  await recordUsage(trx, {
    orgId,
    kind: 'llm-tokens',
    idempotencyKey: `llm:${refs.analysisId}:${refs.kind}`,
    model: usage.model,
    inputTokens: usage.promptTokens,
    outputTokens: usage.completionTokens,
    meetingId: refs.meetingId ?? null,
    reportId: refs.reportId,
    meta: { analysisId: refs.analysisId, reportKind: refs.kind },
  })
}
