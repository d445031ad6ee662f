import type { FastifyPluginAsync } from 'fastify'
import accounts from './accounts/index.js'
import auth from './auth/index.js'
import health from './health/index.js'
import outbox from './outbox/index.js'

/** Every resource under /api, one folder each. */
export const registerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(health, { prefix: '/health' })
  await app.register(auth, { prefix: '/auth' })
  await app.register(accounts, { prefix: '/accounts' })
  await app.register(outbox, { prefix: '/outbox' })
}
