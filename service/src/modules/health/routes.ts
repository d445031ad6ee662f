import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../lib/schemas/error.js'
import { migrationsDone, pingDatabase } from './health-repository.js'
import { HealthSchema, LivenessSchema, ReadinessSchema } from './schemas.js'
import { withinDeadline } from './within-deadline.js'

/**
 * Three probes. `/live`: the process answers (a liveness probe must not restart instances on a database blip).
 * `/ready`: the database answers, every migration is applied and the instance is not draining (SIGTERM turns it
 * 503 first, while requests are still served, so load balancers stop sending before the drain). `/api/health`:
 * as before, the database ping (kept for existing monitors).
 */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { public: true },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Database reachability (kept for compatibility: use /live and /ready for probes)',
        security: [],
        response: { ...errorResponses(400), 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      let db: 'up' | 'down' = 'up'
      try {
        await withinDeadline(pingDatabase(app.db))
      } catch {
        db = 'down'
      }
      return reply
        .code(db === 'up' ? 200 : 503)
        .send({ status: db === 'up' ? 'ok' : 'degraded', db, maintenance: app.config.MAINTENANCE_MODE })
    },
  )

  app.get(
    '/live',
    {
      config: { public: true },
      schema: {
        operationId: 'getLiveness',
        tags: ['health'],
        summary: 'Liveness: the process answers (no database call)',
        security: [],
        response: { ...errorResponses(400), 200: LivenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  )

  // Once every migration is applied it stays so for this process: later probes only ping.
  let migrated = false
  let checking: Promise<boolean> | null = null
  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'Readiness: database reachable, migrations applied, not draining',
        security: [],
        response: { ...errorResponses(400), 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      let db: 'up' | 'down' = 'up'
      let migrations: 'done' | 'pending' | 'unknown' = 'unknown'
      try {
        if (!migrated) {
          // The check outlives a probe that times out (a busy first start), so the next probe finds it done.
          checking ??= migrationsDone(app.db)
            .then((done) => (migrated = done))
            .finally(() => (checking = null))
          await withinDeadline(checking)
        } else await withinDeadline(pingDatabase(app.db))
        migrations = migrated ? 'done' : 'pending'
      } catch {
        db = 'down'
      }
      const draining = app.lifecycle.draining
      const ready = db === 'up' && migrations === 'done' && !draining
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', db, migrations, draining })
    },
  )
}

export default health
