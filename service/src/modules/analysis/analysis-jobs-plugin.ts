import fp from 'fastify-plugin'
import { getEngine } from './engines.js'
import { startAnalysisQueue, type AnalysisQueue } from './analysis-queue.js'
import { DEFAULT_JOB_SETTINGS, type JobSettings } from './job-settings.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The analysis queue; null until the app is ready, and when no database URL was given (OpenAPI emission). */
    analysisQueue: AnalysisQueue | null
    /** The job queue's database and settings, for feature queues that run beside the analysis queue. */
    jobsSetup: { databaseUrl?: string; settings: JobSettings }
  }
}

export interface JobsPluginOptions {
  databaseUrl?: string
  /** false: enqueue only, run no workers here. An object tunes the workers. */
  jobs?: boolean | Partial<JobSettings>
}

/**
 * pg-boss in the application's database, started when the app is ready and stopped gracefully on close
 * (active jobs get `shutdownTimeoutMs`, then go back to the queue for the next instance or start).
 */
export default fp(
  async (app, { databaseUrl, jobs = true }: JobsPluginOptions) => {
    const settings: JobSettings = {
      ...DEFAULT_JOB_SETTINGS,
      ...(typeof jobs === 'object' ? jobs : {}),
      ...(jobs === false ? { work: false } : {}),
    }
    app.decorate('analysisQueue', null as AnalysisQueue | null)
    app.decorate('jobsSetup', { databaseUrl, settings })
    if (!databaseUrl) return
    app.addHook('onReady', async () => {
      app.analysisQueue = await startAnalysisQueue(
        databaseUrl,
        app.db,
        settings,
        settings.engineFor ?? ((name) => getEngine(name, app.config)),
        app.log,
      )
    })
    app.addHook('onClose', async () => {
      await app.analysisQueue?.stop()
      app.analysisQueue = null
    })
  },
  { name: 'debrief-jobs' },
)
