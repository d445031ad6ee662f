import { CompiledQuery } from 'kysely'
import fp from 'fastify-plugin'
import PgBoss from 'pg-boss'
import type { Handle } from '../../db/handle.js'
import { BOSS_SCHEMA } from '../analysis/index.js'
import { runReminderPass } from './reminders.js'
import { runTranscription } from './run-transcription.js'
import { retryOnRace } from '../../plugins/jobs/retry-on-race.js'

export const REMINDER_QUEUE = 'self-interview-reminders'
export const TRANSCRIPTION_QUEUE = 'self-interview-transcription'

export interface ReminderQueueOptions {
  databaseUrl?: string
  work: boolean
  cron?: string
  retryDelaySeconds?: number
  retryBackoff?: boolean
}

export interface SelfInterviewJobs {
  /** Enqueues in the caller's transaction: the job exists exactly when the uploaded answer commits. */
  transcribe(trx: Handle, answerId: string): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when no worker runs here or no transcription service is configured (answers then wait for a typed transcript). */
    selfInterviewJobs: SelfInterviewJobs | null
  }
}

const viaKysely = (trx: Handle): PgBoss.Db => ({
  executeSql: async (text, values) => ({
    rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows as object[],
  }),
})

/**
 * Self-interview jobs on pg-boss: the reminder pass as a cron schedule (every 5 minutes; the schedule lives
 * in the database, so one running instance takes each tick) and speech-to-text of recorded answers with
 * retries. Started after the analysis queue, which owns pg-boss maintenance, only where workers run.
 */
export default fp(
  async (
    app,
    { databaseUrl, work, cron = '*/5 * * * *', retryDelaySeconds = 30, retryBackoff = true }: ReminderQueueOptions,
  ) => {
    app.decorate('selfInterviewJobs', null as SelfInterviewJobs | null)
    if (!databaseUrl || !work) return
    let boss: PgBoss | undefined
    app.addHook('onReady', async () => {
      const started = new PgBoss({
        connectionString: databaseUrl,
        schema: BOSS_SCHEMA,
        application_name: 'debrief-self-interviews',
        max: 3,
        supervise: false,
        migrate: false,
      })
      boss = started
      started.on('error', (err) => app.log.error({ err }, 'self-interview queue error'))
      await started.start()
      await retryOnRace(() =>
        started.createQueue(REMINDER_QUEUE, {
          name: REMINDER_QUEUE,
          retryLimit: 2,
          retryDelay: 60,
          expireInSeconds: 300,
        }),
      )
      await retryOnRace(() => started.schedule(REMINDER_QUEUE, cron, {}, { tz: 'UTC' }))
      await boss.work(REMINDER_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
        await runReminderPass(app)
      })
      const base = app.config.TRANSCRIBE_BASE_URL
      if (!base) return
      const cfg = { baseUrl: base, apiKey: app.config.TRANSCRIBE_API_KEY, model: app.config.TRANSCRIBE_MODEL }
      const options = { retryLimit: 3, retryDelay: retryDelaySeconds, retryBackoff, expireInSeconds: 900 }
      await retryOnRace(() => started.createQueue(TRANSCRIPTION_QUEUE, { name: TRANSCRIPTION_QUEUE, ...options }))
      await boss.work<{ answerId: string }>(
        TRANSCRIPTION_QUEUE,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 1 },
        async ([job]) => {
          await runTranscription(app, cfg, () => app.analysisQueue, job.data.answerId, job.retryCount >= job.retryLimit)
        },
      )
      const b = boss
      app.selfInterviewJobs = {
        async transcribe(trx, answerId) {
          await b.send(TRANSCRIPTION_QUEUE, { answerId }, { ...options, singletonKey: answerId, db: viaKysely(trx) })
        },
      }
    })
    app.addHook('onClose', async () => {
      app.selfInterviewJobs = null
      await boss?.stop({ graceful: true, wait: true, timeout: 5000, close: true })
    })
  },
  { name: 'debrief-self-interview-reminders', dependencies: ['debrief-jobs'] },
)
