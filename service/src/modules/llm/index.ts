// What other modules may use of llm: everything else in this folder is its own.
export type { ChunkRecord } from './llm-summary.js'
export type { LlmRunProgress, LlmRunStatus } from './run-types.js'
export { llmSchemas } from './schemas.js'
export type { SummaryOptions, SummaryResult } from './summary-schema.js'
// Ask across meetings (search) calls the organization's model as the summarizer does.
export { DATA_BEGIN, DATA_END } from './summary-prompts.js'
export { effectiveSettings, type LlmEnv } from './effective-settings.js'
export { ModelNotConfiguredError } from './llm-errors.js'
export { findLlmSettings } from './llm-settings-repository.js'
export type { ModelSettings } from './model-settings.js'
