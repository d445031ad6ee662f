import type { FastifyInstance } from 'fastify'
import type PgBoss from 'pg-boss'
import type { Handle } from '../../db/handle.js'
import type { JobSettings } from './job-settings.js'

/**
 * One queue of a module: its pg-boss options, an optional cron schedule and an optional handler. A module lists its
 * queues in its own `jobs.ts`; `modules/jobs.ts` lists the modules; the registry (`job-registry.ts`) creates them.
 */
export interface QueueDefinition<Data extends object = object> {
  name: string
  /** Retries and expiry of every job in the queue (pg-boss keeps them with the queue). */
  options: Omit<PgBoss.Queue, 'name'>
  /**
   * Requests send to it, so instances that only enqueue (`jobs: false`) create it too. Otherwise it is created
   * only where workers run: its jobs come from its schedule or from its own handlers.
   */
  sentFromRequests?: boolean
  /** A cron (UTC unless `options.tz`): one job per tick across every instance, since pg-boss keeps the schedule in the database. */
  schedule?: { cron: string; options?: PgBoss.ScheduleOptions }
  /** Runs each job where workers run (one job at a time per worker; SKIP LOCKED shares them between instances). */
  handler?: (job: PgBoss.JobWithMetadata<Data>) => Promise<unknown>
  /** Fetch loops of this queue on this instance (default 1). */
  workers?: number
  pollingIntervalSeconds?: number
}

/** What a module's jobs may use: the app (its database, config, mailer, log), the settings, and the queue. */
export interface JobContext {
  app: FastifyInstance
  settings: JobSettings
  /** Aborted when the drain's bound is reached on close: long handlers give up at their next step. */
  signal: AbortSignal
  /** What `app.jobs` will be: handlers and start passes send through this (`app.jobs` is set once all started). */
  queue: JobQueue
  /** pg-boss itself, for what `JobQueue` does not cover (debounced sends, failing a lost job). */
  boss: PgBoss
}

/** A module's jobs, collected by the registry from `modules/jobs.ts`. */
export interface JobModule {
  name: string
  queues(context: JobContext): QueueDefinition[]
  /**
   * After its queues exist, on every instance (check `settings.work` for worker-only duties): recovery passes,
   * timers, the first job of a chain. What it returns runs first on close.
   */
  start?(context: JobContext): Promise<(() => void) | void>
}

/** The running queue, as the app sees it (`app.jobs`). */
export interface JobQueue {
  readonly settings: JobSettings
  /** Sends in the caller's transaction: the job exists exactly when that transaction commits. */
  send(trx: Handle, queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>
  /** Cancels in the caller's transaction, with whatever row it marks cancelled. */
  cancel(trx: Handle, queue: string, id: string): Promise<void>
}

/** Typed in one place so a module's jobs.ts reads as a declaration. */
export const defineJobs = (module: JobModule): JobModule => module
export const defineQueue = <Data extends object>(queue: QueueDefinition<Data>): QueueDefinition =>
  queue as unknown as QueueDefinition
