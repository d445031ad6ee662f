import fp from 'fastify-plugin'
import type { JobModule, JobQueue } from './job-module.js'
import { resolveJobSettings, type JobsOption } from './job-settings.js'
import { startJobs, type RunningJobs } from './start-jobs.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The one job queue; null until the app is ready, while it closes, and without a database URL (OpenAPI emission). */
    jobs: JobQueue | null
  }
}

export interface JobRegistryOptions {
  /** The database's connection string (the queue keeps its own few connections). */
  databaseUrl?: string
  /** true: the defaults; false: enqueue only (no workers, no schedules); an object tunes the workers. */
  jobs?: JobsOption
  /** Every module's jobs (`modules/jobs.ts`). */
  modules: readonly JobModule[]
}

/**
 * The job registry: one pg-boss instance for every module's queues, started when the app is ready (after every
 * plugin and route is registered) and drained on close, within a bound (`start-jobs.ts`).
 */
export default fp(
  async (app, { databaseUrl, jobs = true, modules }: JobRegistryOptions) => {
    app.decorate('jobs', null as JobQueue | null)
    if (!databaseUrl) return
    const settings = resolveJobSettings(jobs)
    let running: RunningJobs | undefined
    app.addHook('onReady', async () => {
      running = await startJobs({ app, databaseUrl, settings, modules })
      app.jobs = running.queue
    })
    app.addHook('onClose', async () => {
      app.jobs = null
      await running?.stop()
      running = undefined
    })
  },
  { name: 'debrief-jobs' },
)
