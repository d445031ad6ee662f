import type { FastifyInstance } from 'fastify'
import type { Handle } from '../../db/handle.js'
import type { JobQueue } from '../../plugins/jobs/job-module.js'
import type { JobSettings } from '../../plugins/jobs/job-settings.js'

export const ANALYSIS_QUEUE = 'analysis'

export interface AnalysisQueue {
  /** Enqueues in the caller's transaction: the job exists exactly when the analysis row commits. */
  enqueue(trx: Handle, analysisId: string): Promise<string>
  /** Cancels in the caller's transaction, with the analysis row it marks cancelled. */
  cancel(trx: Handle, bossJobId: string): Promise<void>
}

/** Retries and expiry of an analysis job. */
export const analysisJobOptions = (settings: JobSettings) => ({
  retryLimit: settings.retryLimit,
  retryDelay: settings.retryDelaySeconds ?? 10,
  retryBackoff: settings.retryBackoff ?? true,
  expireInSeconds: settings.expireInSeconds,
})

/** The analysis queue on the app's job queue; the job's id is the analysis id. */
export function analysisQueueOn(jobs: JobQueue): AnalysisQueue {
  const options = analysisJobOptions(jobs.settings)
  return {
    enqueue: async (trx, analysisId) =>
      (await jobs.send(trx, ANALYSIS_QUEUE, { analysisId }, { ...options, id: analysisId })) ?? analysisId,
    cancel: (trx, bossJobId) => jobs.cancel(trx, ANALYSIS_QUEUE, bossJobId),
  }
}

/** The analysis queue, or null while the job queue is not running (starting, stopping, or no database URL). */
export const analysisQueueOf = (app: FastifyInstance): AnalysisQueue | null => app.jobs && analysisQueueOn(app.jobs)
