import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sql } from 'kysely'
import { errorResponses } from '../../schemas/error.js'
import { HealthSchema } from '../../schemas/health.js'

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', {
    config: { public: true },
    schema: { operationId: 'getHealth', tags: ['health'], summary: 'Liveness and database reachability', security: [], response: { ...errorResponses(400), 200: HealthSchema, 503: HealthSchema } },
  }, async (_request, reply) => {
    let db: 'up' | 'down' = 'up'
    try {
      await sql`select 1`.execute(app.db)
    } catch {
      db = 'down'
    }
    return reply.code(db === 'up' ? 200 : 503).send({ status: db === 'up' ? 'ok' : 'degraded', db, maintenance: app.config.MAINTENANCE_MODE })
  })
}

export default health
