import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { startPollQueue } from '../poll-queue.js'
import callbacks from './callbacks.js'
import conferences from './conferences.js'
import guest from './guest.js'
import monitor from './monitor.js'
import servers from './servers.js'

/**
 * BigBlueButton servers and their monitor. The poll is a pg-boss job chain (domain/bbb/poll-queue.ts): one
 * cycle per interval across all instances. Not in tests, which drive pollDueServers or startPollQueue themselves.
 */
const bbb: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(servers, { prefix: '/servers' })
  await app.register(monitor, { prefix: '/servers' })
  await app.register(conferences, { prefix: '/conferences' })
  await app.register(guest, { prefix: '/guest' })
  await app.register(callbacks, { prefix: '/callbacks' })
  if (app.config.NODE_ENV === 'test') return
  let poller: Awaited<ReturnType<typeof startPollQueue>> | undefined
  app.addHook('onReady', async () => {
    // No job queue means no database to share (the OpenAPI emission builds the app without one).
    if (!app.analysisQueue) return
    poller = await startPollQueue({
      db: app.db,
      secretBox: app.secretBox,
      pollSeconds: app.config.BBB_POLL_SECONDS,
      sampleDays: app.config.BBB_SAMPLE_DAYS,
      allowPrivate: app.config.BBB_ALLOW_PRIVATE,
      log: app.log,
    })
  })
  app.addHook('onClose', async () => {
    await poller?.stop()
  })
}

export default bbb
