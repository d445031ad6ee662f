import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

export const DEVICE_COOKIE = 'debrief_device'
const DEVICE_TTL_S = 365 * 24 * 3600

/**
 * OWASP's device cookie: a browser that signed in to an account gets a sealed nonce bound to that account. When
 * someone elsewhere spends the account's sign-in attempts, this browser still signs in, with attempts counted for
 * it alone. The nonce is sealed with the secret box (the account id as context): it cannot be forged or moved to
 * another account. Only its nonce is used as a counter key.
 */
export function knownDevice(app: FastifyInstance, request: FastifyRequest, accountId: string | undefined) {
  const sealed = request.cookies[DEVICE_COOKIE]
  if (!sealed || !accountId) return null
  try {
    return app.secretBox.open(sealed, `known-device:${accountId}`)
  } catch {
    return null
  }
}

/** Marks this browser as one the account signed in from (sent only to /api/auth, like the refresh cookie). */
export function rememberDevice(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, accountId: string) {
  const nonce = knownDevice(app, request, accountId) ?? randomBytes(16).toString('base64url')
  reply.setCookie(DEVICE_COOKIE, app.secretBox.seal(nonce, `known-device:${accountId}`), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.NODE_ENV === 'production' || request.protocol === 'https',
    maxAge: DEVICE_TTL_S,
  })
}
