import { countedModelCall } from '../../../lib/ops-metrics.js'
import { redirectError } from './errors.js'
import { LlmEngineError } from './errors.js'
import type { ChatMessage } from './prompts.js'
import { promptText, traceModelCall, type TracedAttempt } from '../../model-calls/index.js'

export interface ChatOptions {
  baseUrl: string
  apiKey?: string
  model: string
  timeoutMs: number
  fetch: typeof fetch
  /** Where this attempt's trace goes (model-calls); none for a caller that traces nothing. */
  trace?: TracedAttempt
}
export interface ChatReply {
  content: string
  promptTokens: number
  completionTokens: number
  model: string
}

/** One chat-completions call with a per-call timeout; a caller's abort is passed through unchanged. */
export async function chatCompletion(
  opts: ChatOptions,
  messages: ChatMessage[],
  signal?: AbortSignal,
): Promise<ChatReply> {
  return countedModelCall(() =>
    traceModelCall(
      opts.trace,
      { engine: 'llm', model: opts.model, prompt: promptText(messages) },
      () => chatCompletionOnce(opts, messages, signal),
      (r) => ({ response: r.content, tokensIn: r.promptTokens, tokensOut: r.completionTokens, model: r.model }),
    ),
  )
}

async function chatCompletionOnce(
  opts: ChatOptions,
  messages: ChatMessage[],
  signal?: AbortSignal,
): Promise<ChatReply> {
  const timeout = AbortSignal.timeout(opts.timeoutMs)
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`
  let body: unknown
  try {
    const res = await opts.fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: opts.model, messages, response_format: { type: 'json_object' }, temperature: 0 }),
      signal: combined,
      // Not followed (it could lead past the address guard), and not retried: the configured URL is wrong.
      redirect: 'manual',
    })
    if (res.status >= 300 && res.status < 400) throw redirectError(res)
    const text = await res.text()
    if (!res.ok)
      throw new LlmEngineError('http', `LLM endpoint answered HTTP ${res.status}: ${text.slice(0, 200)}`, {
        status: res.status,
      })
    try {
      body = JSON.parse(text)
    } catch {
      throw new LlmEngineError('http', 'LLM endpoint answered with a body that is not JSON', { status: res.status })
    }
  } catch (err) {
    if (err instanceof LlmEngineError) throw err
    if (signal?.aborted) throw signal.reason
    if (timeout.aborted)
      throw new LlmEngineError('timeout', `LLM call timed out after ${opts.timeoutMs} ms`, { cause: err })
    throw new LlmEngineError('http', `LLM request failed: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    })
  }
  const b = body as {
    model?: string
    choices?: { message?: { content?: unknown } }[]
    usage?: { prompt_tokens?: number; completion_tokens?: number }
  }
  const content = b.choices?.[0]?.message?.content
  return {
    content: typeof content === 'string' ? content : '',
    promptTokens: Number(b.usage?.prompt_tokens) || 0,
    completionTokens: Number(b.usage?.completion_tokens) || 0,
    model: typeof b.model === 'string' ? b.model : opts.model,
  }
}
