import fp from 'fastify-plugin'
import { startLlmQueue, type LlmQueue } from '../run-queue.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The summary-run queue; null until ready, and without a database URL (OpenAPI emission). */
    llmQueue: LlmQueue | null
  }
}

/** Starts the summary queue with the analysis queue's database and settings; stops it on close. */
export default fp(
  async (app) => {
    app.decorate('llmQueue', null as LlmQueue | null)
    const { databaseUrl, settings } = app.jobsSetup
    if (!databaseUrl) return
    app.addHook('onReady', async () => {
      app.llmQueue = await startLlmQueue(
        databaseUrl,
        { db: app.db, box: app.secretBox, env: app.config, log: app.log },
        settings,
      )
    })
    app.addHook('onClose', async () => {
      await app.llmQueue?.stop()
      app.llmQueue = null
    })
  },
  { name: 'debrief-llm-queue', dependencies: ['debrief-jobs'] },
)
