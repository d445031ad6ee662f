import { defineJobs, defineQueue } from '../../plugins/jobs/job-module.js'
import { pruneModelCalls } from './model-call-repository.js'

/** How long a trace is kept: long enough to look into a month's bill and the one before, bounded for the table's size. */
export const MODEL_CALL_RETENTION_DAYS = 90
export const MODEL_CALL_PRUNE_QUEUE = 'model-calls-prune'

/** Traces older than the retention are deleted once a day (04:20 UTC, off the month close's hour). */
export const modelCallJobs = defineJobs({
  name: 'model-calls',
  queues: ({ app }) => [
    defineQueue({
      name: MODEL_CALL_PRUNE_QUEUE,
      options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 900 },
      schedule: { cron: '20 4 * * *' },
      pollingIntervalSeconds: 60,
      handler: async () => {
        const deleted = await pruneModelCalls(app.db, MODEL_CALL_RETENTION_DAYS)
        if (deleted) app.log.info({ deleted }, 'old model call traces pruned')
      },
    }),
  ],
})
