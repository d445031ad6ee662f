import fp from 'fastify-plugin'
import { createParsePool, type ParsePool } from './parse-pool.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Transcript parsing off the request thread (a worker thread, started on first use). */
    transcriptParser: ParsePool
  }
}

export default fp(
  async (app) => {
    const pool = createParsePool()
    app.decorate('transcriptParser', pool)
    app.addHook('onClose', async () => pool.close())
  },
  { name: 'debrief-parse-pool' },
)
