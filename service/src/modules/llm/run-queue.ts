import { CompiledQuery } from 'kysely'
import PgBoss from 'pg-boss'
import type { Handle } from '../../db/handle.js'
import type { JobSettings } from '../analysis/index.js'
import { runSummary, type RunDeps } from './run-summary.js'
import { retryOnRace } from '../../plugins/jobs/retry-on-race.js'

export const LLM_QUEUE = 'llm-summary'
const BOSS_SCHEMA = 'pgboss'

export interface LlmQueue {
  /** In the caller's transaction: the job exists exactly when the run row commits. */
  enqueue(trx: Handle, runId: string): Promise<void>
  stop(): Promise<void>
}

const viaKysely = (trx: Handle): PgBoss.Db => ({
  executeSql: async (text, values) => ({
    rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows as unknown[] as object[],
  }),
})

/**
 * Summary runs on pg-boss beside the analysis queue (same schema, own queue). Workers on every instance
 * fetch with SKIP LOCKED; a job whose process died expires and is retried, and the run starts over.
 */
export async function startLlmQueue(url: string, deps: RunDeps, settings: JobSettings): Promise<LlmQueue> {
  const boss = new PgBoss({
    connectionString: url,
    schema: BOSS_SCHEMA,
    application_name: 'debrief-llm-jobs',
    max: settings.concurrency + 1,
    supervise: false,
    schedule: false,
  })
  boss.on('error', (err) => deps.log.error({ err }, 'llm job queue error'))
  await boss.start()
  const jobOptions = {
    retryLimit: 2,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.expireInSeconds,
  }
  await retryOnRace(() => boss.createQueue(LLM_QUEUE, { name: LLM_QUEUE, ...jobOptions }))
  const stopping = new AbortController()
  if (settings.work) {
    for (let i = 0; i < settings.concurrency; i++) {
      await boss.work<{ runId: string }>(
        LLM_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: Math.min(settings.pollingIntervalSeconds, 1) },
        async ([job]) => {
          await runSummary(deps, job.data.runId, stopping.signal)
        },
      )
    }
  }
  return {
    async enqueue(trx, runId) {
      await boss.send(LLM_QUEUE, { runId }, { ...jobOptions, id: runId, db: viaKysely(trx) })
    },
    async stop() {
      const timer = setTimeout(() => stopping.abort(), settings.shutdownTimeoutMs)
      await boss.stop({ graceful: true, wait: true, timeout: settings.shutdownTimeoutMs, close: true })
      clearTimeout(timer)
      stopping.abort()
    },
  }
}
