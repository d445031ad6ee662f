import fp from 'fastify-plugin'
import { errorBody } from './errors.js'

/** In maintenance mode every /api call but health answers 503; the web shows its under-maintenance screen. */
export default fp(async (app, { enabled }: { enabled: boolean }) => {
  if (!enabled) return
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/health')) {
      return reply
        .code(503)
        .header('Retry-After', '300')
        .send(errorBody(503, 'Debrief is under maintenance; back shortly', 'DEBRIEF_MAINTENANCE'))
    }
  })
})
