import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from './errors.js'

type Limiter = ReturnType<FastifyInstance['createRateLimit']>

/**
 * Answers 429 with the headers the OpenAPI document declares for it (components.responses.TooManyRequests): the
 * IETF draft's RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset, as @fastify/rate-limit writes them with its
 * draft-spec option, and Retry-After. A route that can answer 429 must declare it: outside production an undeclared
 * one fails loudly here, so the document cannot miss a limited operation that any test reaches.
 */
export function sendTooManyRequests(
  request: FastifyRequest,
  reply: FastifyReply,
  limit: { max: number; resetSeconds: number },
  message: string,
): FastifyReply {
  const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined
  if (request.server.config.NODE_ENV !== 'production' && !response?.['429'])
    throw new Error(`${request.routeOptions.url} answers 429 but its schema does not declare it`)
  const seconds = String(Math.max(1, Math.ceil(limit.resetSeconds)))
  return reply
    .code(429)
    .header('RateLimit-Limit', String(limit.max))
    .header('RateLimit-Remaining', '0')
    .header('RateLimit-Reset', seconds)
    .header('Retry-After', seconds)
    .send(errorBody(429, message, 'DEBRIEF_RATE_LIMITED'))
}

/**
 * Applies @fastify/rate-limit limiters in order (e.g. per address, then per account). Answers 429 (above) and
 * returns true when one is exceeded.
 */
export async function throttled(
  request: FastifyRequest,
  reply: FastifyReply,
  limiters: Limiter[],
  message: string,
): Promise<boolean> {
  for (const limiter of limiters) {
    const verdict = await limiter(request)
    if (!verdict.isAllowed && verdict.isExceeded) {
      sendTooManyRequests(
        request,
        reply,
        { max: verdict.max, resetSeconds: verdict.ttlInSeconds },
        `${message}; try again in ${verdict.ttlInSeconds} seconds`,
      )
      return true
    }
  }
  return false
}
