import { defineJobs, defineQueue } from '../../plugins/jobs/job-module.js'
import { BUDGET_MAIL_CRON, BUDGET_MAIL_QUEUE, mailBudgetAlerts } from './budget-mails.js'
import { sellerOf } from './invoice/invoice-seller.js'
import { closeMonth, MONTH_CLOSE_CRON, MONTH_CLOSE_QUEUE } from './month-close.js'
import { STORAGE_USAGE_CRON, STORAGE_USAGE_QUEUE, recordStorageUsage } from './storage-usage.js'

/**
 * The billing schedules, only where workers run (each cron tick runs once across every instance): the month close
 * (invoices), the budget alert mails and the daily storage measure. Each is idempotent, so a retried run writes
 * nothing twice.
 */
export const billingJobs = defineJobs({
  name: 'billing',
  queues: ({ app }) => [
    defineQueue({
      name: MONTH_CLOSE_QUEUE,
      options: { retryLimit: 5, retryDelay: 60 },
      schedule: { cron: MONTH_CLOSE_CRON },
      pollingIntervalSeconds: 30,
      handler: async () => {
        const issued = await closeMonth(app.db, sellerOf(app.config))
        if (issued) app.log.info({ issued }, 'monthly invoices issued')
      },
    }),
    defineQueue({
      name: BUDGET_MAIL_QUEUE,
      options: { retryLimit: 3, retryDelay: 30, expireInSeconds: 120 },
      schedule: { cron: BUDGET_MAIL_CRON },
      pollingIntervalSeconds: 30,
      handler: async () => {
        const sent = await mailBudgetAlerts(app.db, app.mailer)
        if (sent) app.log.info({ sent }, 'budget alert mails sent')
      },
    }),
    defineQueue({
      name: STORAGE_USAGE_QUEUE,
      options: { retryLimit: 5, retryDelay: 300, expireInSeconds: 900 },
      schedule: { cron: STORAGE_USAGE_CRON },
      pollingIntervalSeconds: 60,
      handler: async () => {
        const written = await recordStorageUsage(app.db)
        if (written) app.log.info({ written }, 'storage usage recorded')
      },
    }),
  ],
})
