import PgBoss from 'pg-boss'
import type { FastifyInstance } from 'fastify'
import { inTransaction, openJobQueueDb } from '../../db/job-queue-db.js'
import type { JobContext, JobModule, JobQueue, QueueDefinition } from './job-module.js'
import type { JobSettings } from './job-settings.js'
import { retryOnRace } from './retry-on-race.js'
import { within } from '../../lib/within.js'

export const BOSS_SCHEMA = 'pgboss'
/** Beyond the drain's own bound, for pg-boss to hand unfinished jobs back and the pool to close. */
const STOP_MARGIN_MS = 5_000

export interface RunningJobs {
  queue: JobQueue
  /** Drains: no new fetches, active jobs get `shutdownTimeoutMs`, the rest go back to the queue. Always ends. */
  stop(): Promise<void>
}

export interface StartJobsOptions {
  app: FastifyInstance
  databaseUrl: string
  settings: JobSettings
  modules: readonly JobModule[]
}

/**
 * One pg-boss instance for every module's queues, in the application's database (schema `pgboss`). Workers fetch
 * with SKIP LOCKED, so every instance on the database shares the work; schedules live in the database, so each cron
 * tick runs once across instances. Where `settings.work` is off, the queues that requests send to are created and
 * nothing runs: no workers, no schedules, no maintenance.
 */
export async function startJobs({ app, databaseUrl, settings, modules }: StartJobsOptions): Promise<RunningJobs> {
  const log = app.log
  const pool = openJobQueueDb(databaseUrl, {
    max: settings.concurrency + 3,
    queryTimeoutMs: app.config.DB_QUERY_TIMEOUT_MS,
    onError: (err) => log.error({ err }, 'job queue connection error'),
  })
  const boss = new PgBoss({
    db: pool.db,
    schema: BOSS_SCHEMA,
    supervise: settings.work,
    schedule: settings.work,
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, settings.staleAfterSeconds)),
  })
  // A lost connection must not crash the process: pg-boss's loops go on, and we log.
  boss.on('error', (err) => log.error({ err }, 'job queue error'))
  const stopping = new AbortController()
  const queue: JobQueue = {
    settings,
    send: (trx, name, data, options = {}) => boss.send(name, data, { ...options, db: inTransaction(trx) }),
    cancel: (trx, name, id) => boss.cancel(name, id, { db: inTransaction(trx) }),
  }
  const context: JobContext = { app, settings, signal: stopping.signal, boss, queue }
  const stops: Array<() => void> = []

  const stop = async () => {
    const bound = settings.shutdownTimeoutMs + STOP_MARGIN_MS
    const warn = (step: string) => (err: unknown) => log.error({ err }, `job queue: ${step} failed`)
    for (const stopModule of stops.splice(0).reverse()) {
      try {
        stopModule()
      } catch (err) {
        warn('stopping a module')(err)
      }
    }
    // Handlers still running when the drain's time is up are told to stop (analyses and summaries check the signal).
    const abort = setTimeout(() => stopping.abort(), settings.shutdownTimeoutMs)
    const drained = await within(
      boss.stop({ graceful: true, wait: true, timeout: settings.shutdownTimeoutMs, close: false }),
      bound,
      warn('draining'),
    )
    clearTimeout(abort)
    stopping.abort()
    if (!drained) log.warn(`job queue: the drain did not end within ${bound} ms; not waiting for it`)
    if (!(await within(pool.close(), STOP_MARGIN_MS, warn('closing its connections'))))
      log.warn('job queue: its connections did not close in time; not waiting for them')
  }

  try {
    await boss.start()
    const queues: QueueDefinition[] = []
    for (const module of modules)
      for (const defined of module.queues(context)) if (settings.work || defined.sentFromRequests) queues.push(defined)
    // Instances starting together race to create a queue or schedule; the loser retries and finds it done.
    for (const queue of queues) {
      const { name, schedule } = queue
      await ensureQueue(boss, queue)
      if (settings.work && schedule)
        await retryOnRace(() => boss.schedule(name, schedule.cron, {}, { tz: 'UTC', ...schedule.options }))
    }
    for (const module of modules) {
      const stopModule = await module.start?.(context)
      if (stopModule) stops.push(stopModule)
    }
    if (settings.work)
      for (const { name, handler, workers = 1, pollingIntervalSeconds } of queues) {
        if (!handler) continue
        const options = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds }
        for (let i = 0; i < workers; i++) await boss.work<object>(name, options, ([job]) => handler(job))
      }
  } catch (err) {
    await stop()
    throw err
  }

  return { queue, stop }
}

/**
 * Creates a queue, or gives an existing one this instance's options: pg-boss keeps the options a queue was created
 * with, and new jobs take theirs from it, so without the update a changed retry or expiry setting would never reach
 * a database whose queues exist (the test template's, `db/test-clusters.ts`, or production's after a deploy).
 */
export async function ensureQueue(boss: PgBoss, { name, options }: Pick<QueueDefinition, 'name' | 'options'>) {
  await retryOnRace(() => boss.createQueue(name, { name, ...options }))
  await boss.updateQueue(name, { name, ...options })
}
