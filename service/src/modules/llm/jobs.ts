import { defineJobs, defineQueue } from '../../plugins/jobs/job-module.js'
import { runSummary } from './run-summary.js'
import { LLM_QUEUE, summaryJobOptions } from './summary-queue.js'

/**
 * Summary runs: `concurrency` workers per instance; a job whose process died expires and is retried, and the run
 * starts over (its rows say how far it got).
 */
export const llmJobs = defineJobs({
  name: 'llm',
  queues: ({ app, settings, signal }) => {
    const deps = { db: app.db, box: app.secretBox, env: app.config, log: app.log }
    return [
      defineQueue<{ runId: string }>({
        name: LLM_QUEUE,
        options: summaryJobOptions(settings),
        sentFromRequests: true,
        workers: settings.concurrency,
        pollingIntervalSeconds: Math.min(settings.pollingIntervalSeconds, 1),
        handler: (job) => runSummary(deps, job.data.runId, signal),
      }),
    ]
  },
})
