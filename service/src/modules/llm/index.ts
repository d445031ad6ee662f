// What other modules may use of llm: everything else in this folder is its own.
export type { ChunkRecord } from './llm-summary.js'
export type { LlmRunProgress, LlmRunStatus } from './run-types.js'
export { llmSchemas } from './schemas.js'
export type { SummaryOptions, SummaryResult } from './summary-schema.js'
