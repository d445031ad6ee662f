import { CompiledQuery } from 'kysely'
import PgBoss from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/create-db.js'
import { setBossJobId } from './analysis-repository.js'
import {
  failUnfinishedReports,
  finishAnalysis,
  lockUnqueuedAnalysis,
  reapStaleAnalyses,
  settleMeeting,
} from './analysis-run-repository.js'
import type { Handle } from '../../db/handle.js'
import type { AnalysisEngine, EngineName } from './types.js'
import { runAnalysis } from './run-analysis.js'
import type { JobSettings } from './job-settings.js'
import { retryOnRace } from '../../plugins/jobs/retry-on-race.js'
import { endReservations } from '../billing/index.js'

export const ANALYSIS_QUEUE = 'analysis'
export const BOSS_SCHEMA = 'pgboss'

export interface AnalysisQueue {
  /** Enqueues in the caller's transaction: the job exists exactly when the analysis row commits. */
  enqueue(trx: Handle, analysisId: string): Promise<string>
  /** Cancels in the caller's transaction, with the analysis row it marks cancelled. */
  cancel(trx: Handle, bossJobId: string): Promise<void>
  stop(): Promise<void>
}

/** pg-boss runs its statements through our open Kysely transaction. */
const viaKysely = (trx: Handle): PgBoss.Db => ({
  executeSql: async (text, values) => ({
    rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows as unknown[] as object[],
  }),
})

/**
 * The analysis queue on pg-boss in the application's database (schema `pgboss`). Workers fetch with
 * SKIP LOCKED, so every instance on the database shares the work; `concurrency` workers per instance.
 */
export async function startAnalysisQueue(
  url: string,
  db: Db,
  settings: JobSettings,
  engineFor: (name: EngineName) => AnalysisEngine,
  log: FastifyBaseLogger,
): Promise<AnalysisQueue> {
  const boss = new PgBoss({
    connectionString: url,
    schema: BOSS_SCHEMA,
    application_name: 'debrief-jobs',
    max: settings.concurrency + 2,
    supervise: settings.work,
    schedule: false,
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, settings.staleAfterSeconds)),
  })
  // A lost connection must not crash the process: pg-boss reconnects, and we log.
  boss.on('error', (err) => log.error({ err }, 'job queue error'))
  await boss.start()
  const jobOptions = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: settings.retryBackoff,
    expireInSeconds: settings.expireInSeconds,
  }
  await retryOnRace(() => boss.createQueue(ANALYSIS_QUEUE, { name: ANALYSIS_QUEUE, ...jobOptions }))

  const enqueue = async (trx: Handle, analysisId: string) =>
    (await boss.send(ANALYSIS_QUEUE, { analysisId }, { ...jobOptions, id: analysisId, db: viaKysely(trx) })) ??
    analysisId
  await adoptUnqueued(db, enqueue)

  const stopping = new AbortController()
  let reaper: NodeJS.Timeout | undefined
  if (settings.work) {
    const deps = { db, engineFor, heartbeatMs: settings.heartbeatSeconds * 1000, log }
    for (let i = 0; i < settings.concurrency; i++) {
      await boss.work<{ analysisId: string }>(
        ANALYSIS_QUEUE,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: settings.pollingIntervalSeconds },
        async ([job]) => {
          await runAnalysis(
            deps,
            job.data.analysisId,
            { retryCount: job.retryCount, retryLimit: job.retryLimit },
            stopping.signal,
          )
        },
      )
    }
    // Jobs whose process died stay "active" in pg-boss until they expire; our heartbeat notices sooner.
    const reap = async () => {
      const ids = await reapStaleAnalyses(db, settings.staleAfterSeconds)
      if (ids.length) {
        log.warn({ jobs: ids }, 'retrying analyses whose worker stopped')
        for (const id of ids) {
          await boss.fail(ANALYSIS_QUEUE, id, { message: 'The worker stopped' })
          // Out of retries: pg-boss will not hand it out again, so the analysis fails here.
          if ((await boss.getJobById(ANALYSIS_QUEUE, id))?.state === 'failed')
            await failAnalysis(db, id, 'The worker stopped too many times')
        }
      }
    }
    const safeReap = () => reap().catch((err) => log.error({ err }, 'reaping stale analyses failed'))
    await safeReap()
    reaper = setInterval(safeReap, settings.heartbeatSeconds * 1000)
    reaper.unref()
  }

  return {
    enqueue,
    async cancel(trx, bossJobId) {
      await boss.cancel(ANALYSIS_QUEUE, bossJobId, { db: viaKysely(trx) })
    },
    async stop() {
      clearInterval(reaper)
      const timer = setTimeout(() => stopping.abort(), settings.shutdownTimeoutMs)
      // Graceful: no new fetches, active jobs get the timeout to finish, the rest go back to the queue.
      await boss.stop({ graceful: true, wait: true, timeout: settings.shutdownTimeoutMs, close: true })
      clearTimeout(timer)
      stopping.abort()
    },
  }
}

/** Gives a job to every analysis that has none yet, one transaction each (instances starting together skip each other's). */
async function adoptUnqueued(db: Db, enqueue: AnalysisQueue['enqueue']) {
  for (;;) {
    const adopted = await db.transaction().execute(async (trx) => {
      const row = await lockUnqueuedAnalysis(trx)
      if (row) await setBossJobId(trx, row.id, await enqueue(trx, row.id))
      return Boolean(row)
    })
    if (!adopted) return
  }
}

async function failAnalysis(db: Db, bossJobId: string, message: string) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('analyses')
      .select(['id', 'meeting_id'])
      .where('boss_job_id', '=', bossJobId)
      .executeTakeFirst()
    if (!row) return
    await finishAnalysis(trx, row.id, 'failed', message)
    await failUnfinishedReports(trx, row.id, message)
    await endReservations(trx, `analysis:${row.id}`)
    await settleMeeting(trx, row.meeting_id)
  })
}
