import { builtinEngine } from './builtin/index.js'
import { createLlmEngine } from './llm/index.js'
import { LlmEngineError } from './llm/errors.js'
import type { AnalysisEngine, EngineName } from './types.js'

export interface EngineEnv {
  LLM_BASE_URL?: string
  LLM_API_KEY?: string
  LLM_MODEL?: string
  LLM_TIMEOUT_MS?: number
  /** Lets the llm engine call private addresses (a self-hosted model on the LAN). */
  LLM_ALLOW_PRIVATE?: boolean
  LLM_MAX_RETRIES?: number
}

/** The model the llm engine calls (LLM_MODEL, else gpt-4o-mini). */
export const llmModelOf = (env: EngineEnv) => env.LLM_MODEL || 'gpt-4o-mini'

/** The engine for a name; the llm engine is configured from `env`, the validated configuration. */
export function getEngine(name: EngineName, env: EngineEnv = {}): AnalysisEngine {
  if (name === 'builtin') return builtinEngine
  if (name === 'llm') {
    // Said to users (a failed report shows it): no setting names.
    if (!env.LLM_BASE_URL)
      throw new LlmEngineError('config', 'No model is connected: an admin can connect a model in Model settings')
    return createLlmEngine({
      baseUrl: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY || undefined,
      model: llmModelOf(env),
      timeoutMs: env.LLM_TIMEOUT_MS,
      maxRetries: env.LLM_MAX_RETRIES,
      allowPrivate: env.LLM_ALLOW_PRIVATE ?? false,
    })
  }
  throw new Error(`Unknown analysis engine: ${String(name)}`)
}
