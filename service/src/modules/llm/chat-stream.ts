import { countedModelCall } from '../../lib/ops-metrics.js'
import { LlmEngineError, redirectError, type ChatMessage } from '../analysis/index.js'
import type { ModelSettings } from './model-settings.js'
import { promptText, traceModelCall } from '../model-calls/index.js'

export interface StreamReply {
  content: string
  promptTokens: number
  completionTokens: number
  model: string
}

/** Reads an OpenAI-style SSE stream: `data: {choices:[{delta:{content}}]}` lines until `data: [DONE]`. */
async function readStream(res: Response, model: string): Promise<StreamReply> {
  const out: StreamReply = { content: '', promptTokens: 0, completionTokens: 0, model }
  const decoder = new TextDecoder()
  let buffer = ''
  const take = (line: string) => {
    if (!line.startsWith('data:')) return
    const data = line.slice(5).trim()
    if (!data || data === '[DONE]') return
    let event: {
      model?: string
      choices?: { delta?: { content?: unknown } }[]
      usage?: { prompt_tokens?: number; completion_tokens?: number }
    }
    try {
      event = JSON.parse(data)
    } catch {
      throw new LlmEngineError('http', 'The model stream carried an event that is not JSON')
    }
    const piece = event.choices?.[0]?.delta?.content
    if (typeof piece === 'string') out.content += piece
    if (typeof event.model === 'string') out.model = event.model
    if (event.usage) {
      out.promptTokens = Number(event.usage.prompt_tokens) || 0
      out.completionTokens = Number(event.usage.completion_tokens) || 0
    }
  }
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true })
    let nl
    while ((nl = buffer.indexOf('\n')) >= 0) {
      take(buffer.slice(0, nl).replace(/\r$/, ''))
      buffer = buffer.slice(nl + 1)
    }
  }
  take(buffer)
  return out
}

/**
 * One streamed chat-completions call under a time limit that covers the whole answer (a server that sends
 * headers and then stalls still times out). A server that ignores `stream` and answers plain JSON is read too.
 */
export async function streamChat(
  settings: ModelSettings,
  messages: ChatMessage[],
  signal?: AbortSignal,
  attempt?: { group: string; attempt: number },
): Promise<StreamReply> {
  const at = settings.trace && attempt ? { trace: settings.trace, ...attempt } : undefined
  return countedModelCall(() =>
    traceModelCall(
      at,
      { engine: 'llm', model: settings.model, prompt: promptText(messages) },
      () => streamChatOnce(settings, messages, signal),
      (r) => ({ response: r.content, tokensIn: r.promptTokens, tokensOut: r.completionTokens, model: r.model }),
    ),
  )
}

async function streamChatOnce(
  settings: ModelSettings,
  messages: ChatMessage[],
  signal?: AbortSignal,
): Promise<StreamReply> {
  const timeout = AbortSignal.timeout(settings.timeoutMs)
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`
  try {
    const res = await (settings.fetch ?? fetch)(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages,
        temperature: 0,
        stream: true,
        stream_options: { include_usage: true },
        response_format: { type: 'json_object' },
      }),
      signal: combined,
      // Not followed (it could lead past the address guard), and not retried: the configured URL is wrong.
      redirect: 'manual',
    })
    if (res.status >= 300 && res.status < 400) throw redirectError(res)
    if (!res.ok) {
      const text = await res.text()
      throw new LlmEngineError('http', `The model endpoint answered HTTP ${res.status}: ${text.slice(0, 200)}`, {
        status: res.status,
        cause: res.headers.get('retry-after'),
      })
    }
    if ((res.headers.get('content-type') ?? '').includes('text/event-stream'))
      return await readStream(res, settings.model)
    const body = JSON.parse(await res.text()) as {
      model?: string
      choices?: { message?: { content?: unknown } }[]
      usage?: { prompt_tokens?: number; completion_tokens?: number }
    }
    const content = body.choices?.[0]?.message?.content
    return {
      content: typeof content === 'string' ? content : '',
      promptTokens: Number(body.usage?.prompt_tokens) || 0,
      completionTokens: Number(body.usage?.completion_tokens) || 0,
      model: typeof body.model === 'string' ? body.model : settings.model,
    }
  } catch (err) {
    if (err instanceof LlmEngineError) throw err
    if (signal?.aborted) throw signal.reason
    if (timeout.aborted)
      throw new LlmEngineError('timeout', `The model did not answer within ${settings.timeoutMs} ms`, { cause: err })
    throw new LlmEngineError(
      'http',
      `The model endpoint could not be reached: ${err instanceof Error ? err.message : String(err)}`,
      { cause: err },
    )
  }
}

/** Retry-After as seconds or an HTTP date, in milliseconds; null when absent or unreadable. */
export function retryAfterMs(value: unknown, now = Date.now()): number | null {
  if (typeof value !== 'string' || !value.trim()) return null
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}
