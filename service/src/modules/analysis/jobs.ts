import { opsMetrics } from '../../lib/ops-metrics.js'
import type { Db } from '../../db/create-db.js'
import { defineJobs, defineQueue, type JobContext } from '../../plugins/jobs/job-module.js'
import { setBossJobId } from './analysis-repository.js'
import { analysisJobOptions, analysisQueueOn, ANALYSIS_QUEUE, type AnalysisQueue } from './analysis-queue.js'
import {
  failUnfinishedReports,
  findAnalysisByJob,
  finishAnalysis,
  lockUnqueuedAnalysis,
  reapStaleAnalyses,
  settleMeeting,
} from './analysis-run-repository.js'
import { getEngine } from './engines.js'
import { runAnalysis } from './run-analysis.js'
import { endReservations } from '../billing/index.js'

/**
 * The analysis queue: `concurrency` workers per instance run analyses (SKIP LOCKED shares them between instances).
 * Our analyses table is the source of truth; a job only carries the analysis id.
 */
export const analysisJobs = defineJobs({
  name: 'analysis',
  queues: ({ app, settings, signal }) => {
    const deps = {
      db: app.db,
      engineFor: settings.engineFor ?? ((name) => getEngine(name, app.config)),
      heartbeatMs: settings.heartbeatSeconds * 1000,
      log: app.log,
    }
    return [
      defineQueue<{ analysisId: string }>({
        name: ANALYSIS_QUEUE,
        options: analysisJobOptions(settings),
        sentFromRequests: true,
        workers: settings.concurrency,
        pollingIntervalSeconds: settings.pollingIntervalSeconds,
        handler: (job) =>
          runAnalysis(deps, job.data.analysisId, { retryCount: job.retryCount, retryLimit: job.retryLimit }, signal),
      }),
    ]
  },
  async start(context) {
    await adoptUnqueued(context.app.db, analysisQueueOn(context.queue))
    if (!context.settings.work) return
    // Jobs whose process died stay "active" in pg-boss until they expire; our heartbeat notices sooner.
    const safeReap = () =>
      reapStale(context).catch((err) => context.app.log.error({ err }, 'reaping stale analyses failed'))
    await safeReap()
    const reaper = setInterval(safeReap, context.settings.heartbeatSeconds * 1000)
    reaper.unref()
    return () => clearInterval(reaper)
  },
})

/** Gives a job to every analysis that has none yet, one transaction each (instances starting together skip each other's). */
async function adoptUnqueued(db: Db, queue: AnalysisQueue) {
  for (;;) {
    const adopted = await db.transaction().execute(async (trx) => {
      const row = await lockUnqueuedAnalysis(trx)
      if (row) await setBossJobId(trx, row.id, await queue.enqueue(trx, row.id))
      return Boolean(row)
    })
    if (!adopted) return
  }
}

async function reapStale({ app, settings, boss }: JobContext) {
  const ids = await reapStaleAnalyses(app.db, settings.staleAfterSeconds)
  if (!ids.length) return
  app.log.warn({ jobs: ids }, 'retrying analyses whose worker stopped')
  for (const id of ids) {
    await boss.fail(ANALYSIS_QUEUE, id, { message: 'The worker stopped' })
    // Out of retries: pg-boss will not hand it out again, so the analysis fails here.
    if ((await boss.getJobById(ANALYSIS_QUEUE, id))?.state === 'failed')
      await failAnalysis(app.db, id, 'The worker stopped too many times')
  }
}

async function failAnalysis(db: Db, bossJobId: string, message: string) {
  let failed = false
  await db.transaction().execute(async (trx) => {
    const row = await findAnalysisByJob(trx, bossJobId)
    if (!row) return
    await finishAnalysis(trx, row.id, 'failed', message)
    await failUnfinishedReports(trx, row.id, message)
    await endReservations(trx, `analysis:${row.id}`)
    await settleMeeting(trx, row.meeting_id)
    failed = true
  })
  if (failed) opsMetrics.analysisFailed()
}
