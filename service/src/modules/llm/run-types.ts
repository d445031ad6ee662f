export const LLM_RUN_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const
export type LlmRunStatus = (typeof LLM_RUN_STATUSES)[number]
export const TERMINAL: ReadonlySet<LlmRunStatus> = new Set(['completed', 'failed', 'cancelled'])

/** Where a run is: waiting, "chunk 3 of 8" (map), combining (reduce), or done. */
export interface LlmRunProgress {
  stage: 'queued' | 'reading' | 'map' | 'reduce' | 'done'
  current: number
  total: number
}
