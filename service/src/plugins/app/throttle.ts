import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from './errors.js'

type Limiter = ReturnType<FastifyInstance['createRateLimit']>

/**
 * Applies @fastify/rate-limit limiters in order (e.g. per address, then per account). Answers 429 with
 * Retry-After and returns true when one is exceeded.
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
      reply
        .code(429)
        .header('Retry-After', String(verdict.ttlInSeconds))
        .send(errorBody(429, `${message}; try again in ${verdict.ttlInSeconds} seconds`, 'DEBRIEF_RATE_LIMITED'))
      return true
    }
  }
  return false
}
