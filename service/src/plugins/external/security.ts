import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import cors from '@fastify/cors'
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import fp from 'fastify-plugin'
import type { HelmetOptions } from 'helmet'
import type { Config } from '../../config/load-config.js'

// The helmet that @fastify/helmet wraps (resolved from there, so the two never disagree).
const require = createRequire(import.meta.url)
const helmet = createRequire(require.resolve('@fastify/helmet'))('helmet') as (
  options: Readonly<HelmetOptions>,
) => (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void

export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Fluent UI (Griffel) and Swagger UI insert style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // Recorded answers play from the service (a signed link) and, for the candidate reviewing a take, from a
      // Blob the recorder made in the page; without this, media falls back to default-src and is blocked.
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
}

/**
 * The headers helmet sets (and removes) for these options. Our options are static (no per-request
 * nonce or directive function), so helmet's answer is the same for every request: it is computed once
 * here instead of building and running helmet's middleware for each request, as @fastify/helmet does.
 */
export function helmetHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): {
  set: [string, string][]
  removed: string[]
} {
  const set: [string, string][] = []
  const removed: string[] = []
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)])
      return res
    },
    removeHeader(name: string) {
      removed.push(name.toLowerCase())
    },
  }
  let failure: unknown
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err) => (failure = err))
  if (failure) throw failure
  return { set, removed }
}

/** Security headers (helmet's, on every response, as @fastify/helmet sets them) and CORS limited to CORS_ORIGINS (none: same origin only). */
export default fp(async (app, { config }: { config: Config }) => {
  const { set, removed } = helmetHeaders()
  // HSTS means something only over HTTPS (behind a trusted proxy, X-Forwarded-Proto says so); over plain HTTP
  // a browser ignores it, and a development host on http would be pinned to a TLS it does not have.
  const plainSet = set.filter(([name]) => name !== 'strict-transport-security')
  app.addHook(
    'onRequest',
    function securityHeaders(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      const res = reply.raw
      const headers = request.protocol === 'https' ? set : plainSet
      for (let i = 0; i < removed.length; i++) res.removeHeader(removed[i])
      for (let i = 0; i < headers.length; i++) res.setHeader(headers[i][0], headers[i][1])
      // API answers carry personal data: never stored by a browser or a shared cache (a route may say otherwise).
      if (request.url.startsWith('/api/')) res.setHeader('cache-control', 'no-store')
      done()
    },
  )
  // Without CORS_ORIGINS nothing is allowed cross-origin, which is the browser's default: no CORS hook then.
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins, credentials: true })
})
