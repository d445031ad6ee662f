import { Counter, Histogram, Registry } from 'prom-client'

/**
 * What this process did, counted where it happens (model calls, mails, sign-in failures, failed analyses). Counters
 * belong to the process, not to one app: a process serves one app, and tests that build several in one process
 * only ever see counts go up. Summing them over instances is right (each counts its own work); the database-wide
 * figures are elsewhere (plugins/app/database-metrics.ts), exported by one instance.
 */
export const opsRegistry = new Registry()

const modelCalls = new Counter({
  name: 'debrief_model_calls_total',
  help: 'Chat-completions calls by outcome: ok, or the error (HTTP status, timeout, unreachable)',
  labelNames: ['status'] as const,
  registers: [opsRegistry],
})
const modelTokens = new Counter({
  name: 'debrief_model_tokens_total',
  help: 'Model tokens the endpoint reported, by direction (prompt, completion)',
  labelNames: ['direction'] as const,
  registers: [opsRegistry],
})
const modelLatency = new Histogram({
  name: 'debrief_model_call_duration_seconds',
  help: 'Chat-completions call duration, whole answer, by outcome',
  labelNames: ['status'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120],
  registers: [opsRegistry],
})
const mails = new Counter({
  name: 'debrief_mails_total',
  help: 'Mails by outcome: sent (SMTP accepted it), failed (SMTP refused or unreachable; it stays in the outbox), outbox (no SMTP configured)',
  labelNames: ['outcome'] as const,
  registers: [opsRegistry],
})
const signInFailures = new Counter({
  name: 'debrief_sign_in_failures_total',
  help: 'Refused sign-ins by reason: credentials (wrong password or unknown account), locked (a sign-in limit), disabled',
  labelNames: ['reason'] as const,
  registers: [opsRegistry],
})
const analysesFailed = new Counter({
  name: 'debrief_analyses_failed_total',
  help: 'Analyses this instance marked failed (out of retries, or a permanent error)',
  registers: [opsRegistry],
})

// Every label value starts at zero, so a rate over a counter that has not moved yet is 0, not absent.
for (const status of ['ok']) modelCalls.inc({ status }, 0)
for (const direction of ['prompt', 'completion']) modelTokens.inc({ direction }, 0)
for (const outcome of ['sent', 'failed', 'outbox']) mails.inc({ outcome }, 0)
for (const reason of ['credentials', 'locked', 'disabled']) signInFailures.inc({ reason }, 0)

/** The status label of a failed model call: its HTTP status, else timeout, unreachable or aborted. */
function failureStatus(err: unknown): string {
  const e = err as { status?: unknown; code?: unknown }
  if (typeof e?.status === 'number') return String(e.status)
  if (e?.code === 'timeout') return 'timeout'
  if (e?.code === 'http') return 'unreachable'
  return 'aborted'
}

/** Runs one chat-completions call and counts it: outcome, latency, tokens. */
export async function countedModelCall<T extends { promptTokens: number; completionTokens: number }>(
  call: () => Promise<T>,
): Promise<T> {
  const started = performance.now()
  const seconds = () => (performance.now() - started) / 1000
  try {
    const reply = await call()
    opsMetrics.modelCall('ok', seconds(), { prompt: reply.promptTokens, completion: reply.completionTokens })
    return reply
  } catch (err) {
    opsMetrics.modelCall(failureStatus(err), seconds())
    throw err
  }
}

export const opsMetrics = {
  modelCall(status: string, seconds: number, tokens?: { prompt: number; completion: number }) {
    modelCalls.inc({ status })
    modelLatency.observe({ status }, seconds)
    if (tokens) {
      modelTokens.inc({ direction: 'prompt' }, tokens.prompt)
      modelTokens.inc({ direction: 'completion' }, tokens.completion)
    }
  },
  mail(outcome: 'sent' | 'failed' | 'outbox') {
    mails.inc({ outcome })
  },
  signInFailure(reason: 'credentials' | 'locked' | 'disabled') {
    signInFailures.inc({ reason })
  },
  analysisFailed() {
    analysesFailed.inc()
  },
}
