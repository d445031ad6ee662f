import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import fp from 'fastify-plugin'

// A caller's (or proxy's) id is kept when it is a plain token; anything else could forge log lines.
const SAFE_ID = /^[\w.:-]{1,64}$/

/** Fastify's genReqId: the incoming X-Request-Id when safe, else a fresh UUID. Every request log line carries it (reqId). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID()
}

/** The request id goes back as X-Request-Id, so a user's report of a failure can be found in the logs. */
export default fp(
  async (app) => {
    // A callback hook: on every request, an async one would cost a promise and a microtask for one header.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id)
      done()
    })
  },
  { name: 'debrief-request-id' },
)
