import type { FastifyInstance } from 'fastify'
import type { OpenDatabase } from './db/open-database.js'
import { within } from './lib/within.js'

/** After the request grace: the service's close hooks (job queue, uploads' cleanup, timers) … */
export const CLOSE_HOOKS_MS = 2_000
/** … then the pool and the embedded server (fast stop, then immediate, then SIGKILL). */
export const DATABASE_CLOSE_MS = 3_000

/**
 * The shutdown on SIGTERM, every step bounded so the process ends within grace + 5 s whatever hangs (a handler that
 * ignores its abort, a pool connection never given back, a server that will not stop): requests get the grace, then
 * their connections are closed; the close hooks get CLOSE_HOOKS_MS more; the database DATABASE_CLOSE_MS.
 */
export async function boundedShutdown(app: FastifyInstance, database: OpenDatabase, grace: number) {
  // Fastify closes idle keep-alive sockets at once and answers new requests 503; a socket that never sent a
  // request, a trickling upload or a half-sent header would hold the close open, so after the grace every
  // remaining connection is closed.
  const force = setTimeout(() => {
    app.log.warn(`requests still open after ${grace} ms: closing their connections`)
    app.server.closeAllConnections()
  }, grace)
  try {
    const closed = await within(app.close(), grace + CLOSE_HOOKS_MS, (err) =>
      app.log.error({ err }, 'closing the service failed'),
    )
    if (!closed) app.log.error(`the service's close did not end within ${grace + CLOSE_HOOKS_MS} ms; not waiting`)
  } finally {
    clearTimeout(force)
    await database.close(DATABASE_CLOSE_MS)
  }
}
