import type { ModelCallTrace } from '../model-calls/index.js'

/** Where and how the summarizer calls a model: the organization's settings over the LLM_* environment. */
export interface ModelSettings {
  baseUrl: string
  apiKey?: string
  model: string
  timeoutMs: number
  maxRetries: number
  allowPrivate: boolean
  /** Longest wait between attempts, whatever Retry-After asks (a hostile server could ask for hours). */
  maxBackoffMs?: number
  fetch?: typeof fetch
  /** Where each call's trace goes and what it serves (model-calls); none traces nothing. */
  trace?: ModelCallTrace
}

export interface CallUsage {
  stage: 'map' | 'reduce'
  chunk: number | null
  model: string
  promptTokens: number
  completionTokens: number
  ms: number
  attempts: number
}
