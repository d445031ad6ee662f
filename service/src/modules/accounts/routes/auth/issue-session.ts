import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { defineRulesFor } from '../../../../permissions/rules.js'
import { REFRESH_TTL_MS } from '../../session-repository.js'
import { toUserData, type AccountWithOrg } from '../../account-repository.js'

export const REFRESH_COOKIE = 'debrief_refresh'

/** The refresh cookie is sent only to /api/auth, never readable by scripts, never cross-site. */
export function setRefreshCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.NODE_ENV === 'production' || request.protocol === 'https',
    maxAge: Math.floor(REFRESH_TTL_MS / 1000),
  })
}

export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' })
}

/** The login answer: the same rules the service enforces, a 15-minute access token and the user's data. */
export function sessionAnswer(app: FastifyInstance, account: AccountWithOrg, sessionId: string) {
  const claims = { sub: account.id, role: account.role, orgId: account.org_id, sid: sessionId }
  return {
    userAbilityRules: defineRulesFor({ id: account.id, role: account.role, orgId: account.org_id }),
    accessToken: app.jwt.sign(claims),
    userData: toUserData(account),
  }
}
