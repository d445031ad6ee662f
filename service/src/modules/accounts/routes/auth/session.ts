import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { findAccount } from '../../account-repository.js'
import { findSessionOwner, revokeSession, rotateRefreshToken, sessionOfRefreshToken } from '../../session-repository.js'
import { defineRulesFor } from '../../../../permissions/rules.js'
import { toUserData } from '../../account-repository.js'
import { MeSchema, SessionSchema } from '../../schemas/auth.js'
import { NoContent } from '../../../../lib/schemas/common.js'
import { errorResponses } from '../../../../lib/schemas/error.js'
import { errorBody } from '../../../../plugins/app/errors.js'
import { clearRefreshCookie, REFRESH_COOKIE, sessionAnswer, setRefreshCookie } from './issue-session.js'
import { recordAudit } from '../../../audit/index.js'
const session: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/refresh',
    {
      config: { public: true },
      schema: {
        operationId: 'refreshSession',
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new access token',
        description: 'The refresh token rotates on every use; presenting a used one revokes the whole session.',
        security: [],
        response: { 200: SessionSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE]
      const unauthorized = (message: string, code: string) => {
        clearRefreshCookie(reply)
        return reply.code(401).send(errorBody(401, message, code))
      }
      if (!token) return unauthorized('No session: sign in', 'DEBRIEF_NO_SESSION')
      const result = await rotateRefreshToken(app.db, token)
      if (result.kind === 'reused') {
        request.log.warn('a rotated refresh token was presented again: session revoked')
        return unauthorized(
          'This session was revoked because its refresh token was reused; sign in again',
          'DEBRIEF_REFRESH_REUSED',
        )
      }
      if (result.kind === 'invalid')
        return unauthorized('The session has expired or was signed out; sign in again', 'DEBRIEF_SESSION_EXPIRED')
      const account = await findAccount(app.db, result.accountId, null)
      if (!account || account.disabled) {
        await revokeSession(app.db, result.sessionId)
        return unauthorized('This account is no longer active', 'DEBRIEF_ACCOUNT_DISABLED')
      }
      setRefreshCookie(app, request, reply, result.refreshToken)
      return sessionAnswer(app, account, result.sessionId)
    },
  )

  app.post(
    '/logout',
    {
      config: { public: true },
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Sign out: revoke the session of the refresh cookie',
        security: [],
        response: { 204: NoContent, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE]
      const sessionId = token ? await sessionOfRefreshToken(app.db, token) : undefined
      if (sessionId) {
        const owner = await findSessionOwner(app.db, sessionId)
        await revokeSession(app.db, sessionId)
        if (owner)
          await recordAudit(app.db, request, {
            kind: 'sign-out',
            orgId: owner.org_id,
            actorId: owner.id,
            actorEmail: owner.email,
            target: owner.id,
          })
        app.revokedSessions.add(sessionId) // this instance refuses its tokens at once; others hear it by NOTIFY
      }
      clearRefreshCookie(reply)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/me',
    {
      schema: {
        operationId: 'getMe',
        tags: ['auth'],
        summary: 'The signed-in account and its ability rules',
        response: { 200: MeSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const account = await findAccount(app.db, request.user.sub, null)
      if (!account || account.disabled)
        return reply.code(401).send(errorBody(401, 'This account is no longer active', 'DEBRIEF_ACCOUNT_DISABLED'))
      return {
        userData: toUserData(account),
        userAbilityRules: defineRulesFor({ id: account.id, role: account.role, orgId: account.org_id }),
      }
    },
  )
}

export default session
