import fp from 'fastify-plugin'
import PgBoss from 'pg-boss'
import { BOSS_SCHEMA } from '../jobs/analysis-queue.js'
import { runReminderPass } from './reminders.js'

export const REMINDER_QUEUE = 'self-interview-reminders'

export interface ReminderQueueOptions { databaseUrl?: string; work: boolean; cron?: string }

/**
 * The reminder pass as a pg-boss cron job (every 5 minutes by default): the schedule lives in the database,
 * so one of the running instances picks up each tick, and nothing depends on one process's timers.
 * Started after the analysis queue (which owns pg-boss maintenance), only where workers run.
 */
export default fp(async (app, { databaseUrl, work, cron = '*/5 * * * *' }: ReminderQueueOptions) => {
  if (!databaseUrl || !work) return
  let boss: PgBoss | undefined
  app.addHook('onReady', async () => {
    boss = new PgBoss({ connectionString: databaseUrl, schema: BOSS_SCHEMA, application_name: 'debrief-reminders', max: 2, supervise: false, migrate: false })
    boss.on('error', (err) => app.log.error({ err }, 'reminder queue error'))
    await boss.start()
    await boss.createQueue(REMINDER_QUEUE, { name: REMINDER_QUEUE, retryLimit: 2, retryDelay: 60, expireInSeconds: 300 })
    await boss.schedule(REMINDER_QUEUE, cron, {}, { tz: 'UTC' })
    await boss.work(REMINDER_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
      await runReminderPass(app)
    })
  })
  app.addHook('onClose', async () => {
    await boss?.stop({ graceful: true, wait: true, timeout: 5000, close: true })
  })
}, { name: 'debrief-self-interview-reminders', dependencies: ['debrief-jobs'] })
