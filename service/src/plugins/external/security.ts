import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import cors from '@fastify/cors'
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import fp from 'fastify-plugin'
import type { HelmetOptions } from 'helmet'
import type { Config } from '../../config/load-config.js'

// The helmet that @fastify/helmet wraps (resolved from there, so the two never disagree).
const require = createRequire(import.meta.url)
const helmet = createRequire(require.resolve('@fastify/helmet'))('helmet') as (options: Readonly<HelmetOptions>) => (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void

export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Fluent UI (Griffel) and Swagger UI insert style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
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
export function helmetHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): { set: [string, string][]; removed: string[] } {
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
  app.addHook('onRequest', function securityHeaders(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const res = reply.raw
    for (let i = 0; i < removed.length; i++) res.removeHeader(removed[i])
    for (let i = 0; i < set.length; i++) res.setHeader(set[i][0], set[i][1])
    done()
  })
  // Without CORS_ORIGINS nothing is allowed cross-origin, which is the browser's default: no CORS hook then.
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins, credentials: true })
})
