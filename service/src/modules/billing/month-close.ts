import PgBoss from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/create-db.js'
import { issueInvoice, previousMonthDays } from './invoice-repository.js'
import type { Seller } from './invoice/invoice-seller.js'
import type { Mailer } from '../mail/index.js'
import { BUDGET_MAIL_CRON, BUDGET_MAIL_QUEUE, mailBudgetAlerts } from './budget-mails.js'
import { STORAGE_USAGE_CRON, STORAGE_USAGE_QUEUE, recordStorageUsage } from './storage-usage.js'
import { retryOnRace } from '../../plugins/jobs/retry-on-race.js'

export const MONTH_CLOSE_QUEUE = 'billing-month-close'
/** Every hour of the 1st and 2nd (UTC): each organization's month ends at its own local midnight. */
export const MONTH_CLOSE_CRON = '15 * 1,2 * *'

/**
 * Issues every organization's invoice for its previous local month. Idempotent (one issued invoice per
 * organization and month), so a retried or doubled run issues nothing twice. Returns how many it issued.
 */
export async function closeMonth(db: Db, seller: Seller): Promise<number> {
  let issued = 0
  for (const org of await previousMonthDays(db)) {
    const { created } = await db.transaction().execute((trx) => issueInvoice(trx, org.id, org.day, seller))
    if (created) issued++
  }
  return issued
}

/**
 * The billing schedules on pg-boss (each cron runs once across every instance on the database): the month close,
 * the budget alert mails and the daily storage measure.
 */
export async function startMonthClose(
  url: string,
  db: Db,
  log: FastifyBaseLogger,
  work: boolean,
  mailer: Mailer,
  seller: Seller,
): Promise<() => Promise<void>> {
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    application_name: 'debrief-billing',
    max: 2,
    supervise: false,
    schedule: work,
  })
  boss.on('error', (err) => log.error({ err }, 'billing queue error'))
  await boss.start()
  await retryOnRace(() =>
    boss.createQueue(MONTH_CLOSE_QUEUE, { name: MONTH_CLOSE_QUEUE, retryLimit: 5, retryDelay: 60 }),
  )
  await retryOnRace(() => boss.schedule(MONTH_CLOSE_QUEUE, MONTH_CLOSE_CRON, {}, { tz: 'UTC' }))
  if (work) {
    await boss.work(MONTH_CLOSE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
      const issued = await closeMonth(db, seller)
      if (issued) log.info({ issued }, 'monthly invoices issued')
    })
  }
  await retryOnRace(() =>
    boss.createQueue(BUDGET_MAIL_QUEUE, {
      name: BUDGET_MAIL_QUEUE,
      retryLimit: 3,
      retryDelay: 30,
      expireInSeconds: 120,
    }),
  )
  await retryOnRace(() => boss.schedule(BUDGET_MAIL_QUEUE, BUDGET_MAIL_CRON, {}, { tz: 'UTC' }))
  await retryOnRace(() =>
    boss.createQueue(STORAGE_USAGE_QUEUE, {
      name: STORAGE_USAGE_QUEUE,
      retryLimit: 5,
      retryDelay: 300,
      expireInSeconds: 900,
    }),
  )
  await retryOnRace(() => boss.schedule(STORAGE_USAGE_QUEUE, STORAGE_USAGE_CRON, {}, { tz: 'UTC' }))
  if (work) {
    await boss.work(BUDGET_MAIL_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
      const sent = await mailBudgetAlerts(db, mailer)
      if (sent) log.info({ sent }, 'budget alert mails sent')
    })
    await boss.work(STORAGE_USAGE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
      const written = await recordStorageUsage(db)
      if (written) log.info({ written }, 'storage usage recorded')
    })
  }
  return () => boss.stop({ graceful: true, timeout: 5000 })
}
