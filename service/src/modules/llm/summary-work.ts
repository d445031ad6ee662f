import type { Work } from '../billing/index.js'

/** A summary's model use while it waits: the input once (about four bytes a token) plus the prompt, and the answer. */
export const SUMMARY_ESTIMATE = { bytesPerToken: 4, promptTokens: 1500, outputTokens: 1500 }

/**
 * The reservation of a summary run: its estimated model tokens (nothing for the built-in engine, which calls no
 * model). The run's end releases it, when its calls are billed as they were made.
 */
export function summaryWork(orgId: string, runId: string, model: string | null, inputBytes: number): Work {
  const owner = `llm-run:${runId}`
  if (model === null) return { orgId, owner, items: [] }
  return {
    orgId,
    owner,
    items: [
      {
        kind: 'llm-tokens',
        model,
        usageKey: owner,
        inputTokens: Math.ceil(inputBytes / SUMMARY_ESTIMATE.bytesPerToken) + SUMMARY_ESTIMATE.promptTokens,
        outputTokens: SUMMARY_ESTIMATE.outputTokens,
      },
    ],
  }
}
