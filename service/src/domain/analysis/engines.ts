import { builtinEngine } from './builtin/index.js'
import { createLlmEngine } from './llm/index.js'
import { LlmEngineError } from './llm/errors.js'
import type { AnalysisEngine, EngineName } from './types.js'

export interface EngineEnv {
  LLM_BASE_URL?: string
  LLM_API_KEY?: string
  LLM_MODEL?: string
  LLM_TIMEOUT_MS?: string | number
  /** "true"/"1" lets the llm engine call private addresses (a self-hosted model on the LAN). */
  LLM_ALLOW_PRIVATE?: string | boolean
  LLM_MAX_RETRIES?: string | number
}

const truthy = (v: unknown) => v === true || v === 'true' || v === '1'

/** The engine for a name; the llm engine is configured from `env` (defaults to process.env). */
export function getEngine(name: EngineName, env: EngineEnv = process.env as EngineEnv): AnalysisEngine {
  if (name === 'builtin') return builtinEngine
  if (name === 'llm') {
    if (!env.LLM_BASE_URL) throw new LlmEngineError('config', 'LLM_BASE_URL is not configured')
    return createLlmEngine({
      baseUrl: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY || undefined,
      model: env.LLM_MODEL || 'gpt-4o-mini',
      timeoutMs: env.LLM_TIMEOUT_MS ? Number(env.LLM_TIMEOUT_MS) : undefined,
      maxRetries: env.LLM_MAX_RETRIES !== undefined && env.LLM_MAX_RETRIES !== '' ? Number(env.LLM_MAX_RETRIES) : undefined,
      allowPrivate: truthy(env.LLM_ALLOW_PRIVATE),
    })
  }
  throw new Error(`Unknown analysis engine: ${String(name)}`)
}
