import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import alerts from './alerts.js'
import callbacks from './callbacks.js'
import conferences from './conferences.js'
import guest from './guest.js'
import monitor from './monitor.js'
import servers from './servers.js'

/** BigBlueButton servers and their monitor. The poll is a pg-boss job chain declared in `../jobs.ts`. */
const bbb: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(servers, { prefix: '/servers' })
  await app.register(monitor, { prefix: '/servers' })
  await app.register(alerts, { prefix: '/alerts' })
  await app.register(conferences, { prefix: '/conferences' })
  await app.register(guest, { prefix: '/guest' })
  await app.register(callbacks, { prefix: '/callbacks' })
}

export default bbb
