import { LlmEngineError, type ChatMessage } from '../analysis/index.js'
import { retryAfterMs, streamChat, type StreamReply } from './chat-stream.js'
import type { ModelSettings } from './model-settings.js'
import { newCallGroup } from '../model-calls/index.js'
import { parseModelSummary, type ModelSummary } from './model-output.js'

export interface CallResult {
  value: ModelSummary
  attempts: number
}
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason)
      return
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal!.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })

const retryable = (err: unknown) =>
  err instanceof LlmEngineError &&
  (err.code === 'timeout' ||
    (err.code === 'http' && (err.status === undefined || err.status === 429 || err.status >= 500)))

/**
 * Calls the model until it returns JSON matching the schema: a 429, a 5xx, a timeout or an unreachable
 * endpoint waits (Retry-After when given, else doubling from 500 ms) and tries again; invalid output is
 * sent back with what was wrong. Gives up after `maxRetries` extra attempts. Every reply is reported
 * (`onReply`), valid or not, because every reply was paid for.
 */
export async function callForSummary(
  settings: ModelSettings,
  messages: ChatMessage[],
  onReply: (r: StreamReply) => void,
  signal?: AbortSignal,
  wait: Sleep = sleep,
): Promise<CallResult> {
  const convo = [...messages]
  const maxBackoff = settings.maxBackoffMs ?? 30_000
  let lastProblem = ''
  // Every attempt of this call is traced as its own row under one group.
  const group = newCallGroup()
  for (let attempt = 0; attempt <= settings.maxRetries; attempt++) {
    let reply: StreamReply
    try {
      reply = await streamChat(settings, convo, signal, { group, attempt: attempt + 1 })
    } catch (err) {
      if (!retryable(err) || attempt === settings.maxRetries) throw err
      lastProblem = (err as Error).message
      const asked = retryAfterMs((err as LlmEngineError).cause)
      await wait(Math.min(maxBackoff, asked ?? 500 * 2 ** attempt), signal)
      continue
    }
    onReply(reply)
    const parsed = parseModelSummary(reply.content)
    if (parsed.ok) return { value: parsed.value, attempts: attempt + 1 }
    lastProblem = parsed.problems.join('; ')
    convo.push(
      { role: 'assistant', content: reply.content },
      {
        role: 'user',
        content: `Your reply did not match the required JSON Schema:\n- ${parsed.problems.join('\n- ')}\nReply again with only the corrected JSON object.`,
      },
    )
  }
  throw new LlmEngineError(
    'invalid-output',
    `The model's output stayed invalid after ${settings.maxRetries + 1} attempt(s): ${lastProblem.slice(0, 300)}`,
  )
}
