import { analyseTranscript } from '../builtin/features.js'
import { overview } from '../builtin/overview.js'
import { maskedTranscript, deepMask, maskText } from '../../meetings/index.js'
import type { AnalysisEngine, EngineUsage } from '../types.js'
import { chatCompletion } from './chat-client.js'
import { LlmEngineError } from './errors.js'
import { buildMessages } from './prompts.js'
import { checkLlmBaseUrl, checkLlmBaseUrlResolved } from './url-guard.js'
import { checkModelOutput } from './validate-output.js'
import { KIND_ENGINES } from '../kind-engines.js'
import { newCallGroup } from '../../model-calls/index.js'

export interface LlmEngineOptions {
  baseUrl: string
  apiKey?: string
  model: string
  timeoutMs?: number
  maxRetries?: number
  allowPrivate?: boolean
  fetch?: typeof fetch
}

/**
 * The llm engine: any OpenAI-compatible chat-completions endpoint. The model's JSON is validated against
 * the kind's schema; invalid output is retried (max `maxRetries`, default 2) with the problems fed back.
 * Usage is summed over attempts. Metrics (`overview`) are computed locally, never asked of the model.
 */
export function createLlmEngine(opts: LlmEngineOptions): AnalysisEngine {
  const timeoutMs = opts.timeoutMs ?? 60_000
  const maxRetries = Math.max(0, opts.maxRetries ?? 2)
  const allowPrivate = opts.allowPrivate ?? false
  const doFetch = opts.fetch ?? fetch
  if (!opts.model) throw new LlmEngineError('config', 'LLM model is not configured')
  checkLlmBaseUrl(opts.baseUrl, allowPrivate) // fail fast on a bad URL; DNS is checked per call
  return {
    name: 'llm',
    async analyze(input, signal, trace) {
      if (!input.segments.length) throw new Error('The transcript has no segments to analyse')
      await checkLlmBaseUrlResolved(opts.baseUrl, allowPrivate)
      const messages = buildMessages(input)
      const usage: EngineUsage = { promptTokens: 0, completionTokens: 0, model: opts.model }
      let problems: string[] = []
      // Every attempt of this call is traced as its own row under one group.
      const group = newCallGroup()
      for (let attempt = 0; attempt <= maxRetries; attempt++) {
        let reply
        try {
          reply = await chatCompletion(
            {
              baseUrl: opts.baseUrl,
              apiKey: opts.apiKey,
              model: opts.model,
              timeoutMs,
              fetch: doFetch,
              trace: trace && { trace, group, attempt: attempt + 1 },
            },
            messages,
            signal,
          )
        } catch (err) {
          // Rate limits and server errors are worth another attempt; anything else is final.
          const retryable =
            err instanceof LlmEngineError && err.code === 'http' && (err.status === 429 || (err.status ?? 0) >= 500)
          if (retryable && attempt < maxRetries) {
            problems = [err.message]
            continue
          }
          throw err
        }
        usage.promptTokens += reply.promptTokens
        usage.completionTokens += reply.completionTokens
        usage.model = reply.model
        const checked = checkModelOutput(input.kind, reply.content)
        if (checked.ok) {
          const mask = KIND_ENGINES[input.kind].llm.masked
          // Metrics from the masked copy for every kind: the same numbers as the builtin reports of the meeting.
          const segs = maskedTranscript(input.segments).segments
          const content = mask ? (deepMask(checked.content) as Record<string, unknown>) : checked.content
          const summary = mask ? maskText(checked.summary).masked : checked.summary
          return { summary, content: { ...content, overview: overview(analyseTranscript(segs)) }, usage }
        }
        problems = checked.problems
        messages.push(
          { role: 'assistant', content: reply.content },
          {
            role: 'user',
            content: `Your reply did not match the required JSON Schema:\n- ${problems.join('\n- ')}\nReply again with only the corrected JSON object.`,
          },
        )
      }
      throw new LlmEngineError(
        'invalid-output',
        `The model's output stayed invalid after ${maxRetries + 1} attempt(s): ${problems.slice(0, 3).join('; ')}`,
      )
    },
  }
}
