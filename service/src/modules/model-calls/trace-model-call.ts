import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import type { FastifyBaseLogger } from 'fastify'
import type { ModelCallEngine, ModelCallServedKind, ModelCallStatus } from '../../db/tables/model-calls.js'
import type { Db } from '../../db/create-db.js'
import { orgCurrency } from '../billing/index.js'
import { insertModelCall } from './model-call-repository.js'
import { traceText } from './trace-text.js'

/** Where a model call's trace goes and what the call served: given by whoever starts the work. */
export interface ModelCallTrace {
  db: Db
  orgId: string
  served: { kind: ModelCallServedKind; id: string | null }
  log?: Pick<FastifyBaseLogger, 'warn'>
}

/** One attempt of a call: attempts of the same call share the group (`newCallGroup`) and count from 1. */
export interface TracedAttempt {
  trace: ModelCallTrace
  group: string
  attempt: number
}

export const newCallGroup = () => randomUUID()

/** What a finished call's trace says about its reply. */
export interface TracedReply {
  response: string
  tokensIn: number
  tokensOut: number
  model?: string
  /** Units a per-unit price counts (transcription minutes). */
  quantity?: number
}

interface CallFacts {
  engine: ModelCallEngine
  model: string
  prompt: string
}

/** A timeout is the client's own time limit (`LlmEngineError` code `timeout`, or fetch's TimeoutError). */
function statusOf(err: unknown): ModelCallStatus {
  const e = err as { code?: unknown; name?: unknown } | null
  return e?.code === 'timeout' || e?.name === 'TimeoutError' ? 'timeout' : 'error'
}

/**
 * The one way a model call is traced: runs the call, times it, and writes its trace whether it answered or
 * failed (a failed call is traced with its error, then the error goes on unchanged). Without `at` (a caller
 * that traces nothing, such as the demo examples) it only runs the call. A trace that cannot be written is
 * logged and never fails the call: the trace is a record of the work, not part of it.
 */
export async function traceModelCall<T>(
  at: TracedAttempt | undefined,
  facts: CallFacts,
  call: () => Promise<T>,
  read: (reply: T) => TracedReply,
): Promise<T> {
  if (!at) return call()
  const started = performance.now()
  const latency = () => Math.max(0, Math.round(performance.now() - started))
  let reply: T
  try {
    reply = await call()
  } catch (err) {
    await write(at, facts, latency(), {
      status: statusOf(err),
      error: (err instanceof Error ? err.message : String(err)).slice(0, 2000),
    })
    throw err
  }
  const r = read(reply)
  await write(at, facts, latency(), { status: 'ok', reply: r })
  return reply
}

async function write(
  at: TracedAttempt,
  facts: CallFacts,
  latencyMs: number,
  end: { status: ModelCallStatus; error?: string; reply?: TracedReply },
) {
  const { trace } = at
  try {
    await insertModelCall(trace.db, {
      orgId: trace.orgId,
      servedKind: trace.served.kind,
      servedId: trace.served.id,
      group: at.group,
      attempt: at.attempt,
      engine: facts.engine,
      model: end.reply?.model || facts.model,
      status: end.status,
      error: end.error ? traceText(end.error, 2000) : null,
      tokensIn: Math.max(0, Math.round(end.reply?.tokensIn ?? 0)),
      tokensOut: Math.max(0, Math.round(end.reply?.tokensOut ?? 0)),
      quantity: Math.max(0, Math.round(end.reply?.quantity ?? 0)),
      latencyMs,
      currency: await orgCurrency(trace.db, trace.orgId),
      prompt: traceText(facts.prompt),
      response: traceText(end.reply?.response ?? ''),
    })
  } catch (err) {
    trace.log?.warn({ err, orgId: trace.orgId, served: trace.served }, 'could not write a model call trace')
  }
}
