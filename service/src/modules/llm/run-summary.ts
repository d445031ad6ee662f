import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/create-db.js'
import { findLlmSettings } from './llm-settings-repository.js'
import { claimRun, isRunRunning, setRunProgress } from './llm-run-repository.js'
import { billInterruptedAttempt, failRun, finishRun } from './llm-run-finish.js'
import { findSummaryPrompt, instructionsOf } from './summary-prompt-repository.js'
import type { SecretBox } from '../../lib/secret-box.js'
import { builtinSummary } from './builtin-summary.js'
import type { ChunkOptions } from './chunking.js'
import { effectiveSettings, type LlmEnv } from './effective-settings.js'
import { llmSummary, type ChunkRecord } from './llm-summary.js'
import type { CallUsage } from './model-settings.js'
import type { SummaryResult } from './summary-schema.js'

export interface RunDeps {
  db: Db
  box: SecretBox
  env: LlmEnv
  log: FastifyBaseLogger
  chunking?: ChunkOptions
  fetch?: typeof fetch
  cancelPollMs?: number
}

/**
 * One attempt at a summary run. The result, chunks, token totals and usage rows are written in one
 * transaction at the end, guarded by the run still running: a failed, cancelled or deleted run never holds
 * half a result, and a second attempt of a finished run writes nothing. Failures are final (the model client
 * has already retried what was worth retrying), so this never throws for pg-boss to retry; only a dead
 * process leaves the job to pg-boss, and the next attempt starts over.
 */
export async function runSummary(deps: RunDeps, runId: string, shutdown?: AbortSignal): Promise<void> {
  const { db } = deps
  const run = await claimRun(db, runId)
  if (!run) return
  const abort = new AbortController()
  const stop = (why: string) => {
    if (!abort.signal.aborted) abort.abort(new Error(why))
  }
  const onShutdown = () => stop('The service is shutting down')
  shutdown?.addEventListener('abort', onShutdown)
  // A cancel is a row update, seen here from whichever instance made it.
  const poll = setInterval(() => {
    isRunRunning(db, runId).then(
      (on) => {
        if (!on) stop('Cancelled')
      },
      () => {},
    )
  }, deps.cancelPollMs ?? 1000)
  poll.unref()
  const calls: CallUsage[] = []
  try {
    let result: SummaryResult
    let chunks: ChunkRecord[] = []
    let model: string | null = null
    if (run.options.engine === 'builtin') {
      result = builtinSummary(run.segments, run.options)
    } else {
      const eff = effectiveSettings(deps.env, deps.box, run.org_id, await findLlmSettings(db, run.org_id))
      if (!eff.ok) throw new Error(eff.missing)
      model = eff.settings.model
      // The organization's instructions, from the template version the run was created with.
      const template = run.template_id ? await findSummaryPrompt(db, run.org_id, run.template_id) : undefined
      const out = await llmSummary(run.segments, run.options, {
        settings: {
          ...eff.settings,
          fetch: deps.fetch,
          trace: { db, orgId: run.org_id, served: { kind: 'summary', id: runId }, log: deps.log },
        },
        instructions: instructionsOf(template?.document),
        chunking: deps.chunking,
        signal: abort.signal,
        onCall: (c) => calls.push(c),
        onProgress: async (p) => {
          if (!(await setRunProgress(db, runId, p))) stop('Cancelled')
        },
      })
      result = out.result
      chunks = out.chunks
      model = out.calls.at(-1)?.model ?? model
    }
    if (abort.signal.aborted) throw abort.signal.reason
    await finishRun(db, { id: runId, orgId: run.org_id, attempt: run.attempts, result, chunks, calls, model })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (!shutdown?.aborted) deps.log.warn({ runId, err: message }, 'summary run failed')
    // A shutdown hands the run back to the queue (pg-boss retries it); anything else is the run's end.
    if (shutdown?.aborted) {
      await billInterruptedAttempt(db, { id: runId, orgId: run.org_id, attempt: run.attempts, calls }).catch(
        (err: unknown) => deps.log.error({ runId, err }, 'could not bill the calls of an interrupted run'),
      )
      throw error
    }
    await failRun(db, { id: runId, orgId: run.org_id, attempt: run.attempts, message, calls })
  } finally {
    clearInterval(poll)
    shutdown?.removeEventListener('abort', onShutdown)
  }
}
