import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { startPoller } from '../../domain/bbb/poller.js'
import callbacks from './callbacks.js'
import conferences from './conferences.js'
import guest from './guest.js'
import monitor from './monitor.js'
import servers from './servers.js'

/**
 * BigBlueButton servers and their monitor. The poller runs in every instance but tests (they drive
 * pollDueServers themselves); instances share the servers through the database.
 */
const bbb: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(servers, { prefix: '/servers' })
  await app.register(monitor, { prefix: '/servers' })
  await app.register(conferences, { prefix: '/conferences' })
  await app.register(guest, { prefix: '/guest' })
  await app.register(callbacks, { prefix: '/callbacks' })
  if (app.config.NODE_ENV === 'test') return
  let poller: ReturnType<typeof startPoller> | undefined
  app.addHook('onReady', async () => {
    // No job queue means no database to share (the OpenAPI emission builds the app without one).
    if (!app.analysisQueue) return
    poller = startPoller({ db: app.db, secretBox: app.secretBox, pollSeconds: app.config.BBB_POLL_SECONDS, sampleDays: app.config.BBB_SAMPLE_DAYS, log: app.log })
  })
  app.addHook('onClose', async () => { await poller?.stop() })
}

export default bbb
