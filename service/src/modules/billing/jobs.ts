import fp from 'fastify-plugin'
import { startMonthClose } from './month-close.js'
import { sellerOf } from './invoice/invoice-seller.js'
import type { JobsPluginOptions } from '../analysis/index.js'
/** The month-end invoice schedule (pg-boss), started when the app is ready, like the analysis queue. */
export default fp(
  async (app, { databaseUrl, jobs = true }: JobsPluginOptions) => {
    // Without workers (jobs: false) nothing here would run: the month close is only ever scheduled, never enqueued.
    if (!databaseUrl || jobs === false) return
    let stop: (() => Promise<void>) | undefined
    app.addHook('onReady', async () => {
      stop = await startMonthClose(databaseUrl, app.db, app.log, true, app.mailer, sellerOf(app.config))
    })
    app.addHook('onClose', async () => {
      await stop?.()
    })
  },
  { name: 'debrief-billing-jobs' },
)
