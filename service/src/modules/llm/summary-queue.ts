import type { FastifyInstance } from 'fastify'
import type { Handle } from '../../db/handle.js'
import type { JobSettings } from '../../plugins/jobs/job-settings.js'

export const LLM_QUEUE = 'llm-summary'

/** Retries and expiry of a summary run's job. */
export const summaryJobOptions = (settings: JobSettings) => ({
  retryLimit: 2,
  retryDelay: settings.retryDelaySeconds ?? 10,
  retryBackoff: true,
  expireInSeconds: settings.expireInSeconds,
})

/** In the caller's transaction: the job exists exactly when the run row commits (none without a job queue). */
export async function enqueueSummaryRun(app: FastifyInstance, trx: Handle, runId: string) {
  if (!app.jobs) return
  await app.jobs.send(trx, LLM_QUEUE, { runId }, { ...summaryJobOptions(app.jobs.settings), id: runId })
}
