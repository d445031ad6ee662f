import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../lib/schemas/error.js'
import { pingDatabase } from './health-repository.js'
import { HealthSchema } from './schemas.js'

const HEALTH_DB_TIMEOUT_MS = 1500

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { public: true },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Liveness and database reachability',
        security: [],
        response: { ...errorResponses(400), 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      let db: 'up' | 'down' = 'up'
      // Answer within 2 s whatever the database does: a stopped server would otherwise hold the probe open.
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_DB_TIMEOUT_MS)
      })
      try {
        await Promise.race([pingDatabase(app.db), timeout])
      } catch {
        db = 'down'
      } finally {
        clearTimeout(timer)
      }
      return reply
        .code(db === 'up' ? 200 : 503)
        .send({ status: db === 'up' ? 'ok' : 'degraded', db, maintenance: app.config.MAINTENANCE_MODE })
    },
  )
}

export default health
