import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../../lib/errors.js'
import { listActiveSessions, revokeOwnSession } from '../../sessions-repository.js'
import { AccountSessionListSchema } from '../../schemas/sessions.js'
import { IdParams, NoContent } from '../../../../lib/schemas/common.js'
import { errorResponses } from '../../../../lib/schemas/error.js'
import { TAGS } from './current-account.js'

/** Security tab: where the account is signed in, and signing one of them out. */
const sessions: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sessions',
    {
      schema: {
        operationId: 'listAccountSessions',
        tags: TAGS,
        summary: 'Your active sessions',
        response: { 200: AccountSessionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await listActiveSessions(app.db, request.user.sub)
      return {
        sessions: rows.map((s) => ({
          id: s.id,
          userAgent: s.user_agent,
          ip: s.ip,
          createdAt: s.created_at.toISOString(),
          lastUsedAt: s.last_used_at.toISOString(),
          current: s.id === request.user.sid,
        })),
      }
    },
  )

  app.delete(
    '/sessions/:id',
    {
      schema: {
        operationId: 'revokeAccountSession',
        tags: TAGS,
        summary: 'Sign out one of your sessions',
        description:
          'Its refresh token stops working at once; an access token it already holds lasts until it expires (at most 15 minutes).',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      // Another account's session answers like a missing one: ids of other people's sessions are not confirmed.
      if (!(await revokeOwnSession(app.db, request.user.sub, request.params.id)))
        throw new NotFoundError('Session not found')
      return reply.code(204).send(null)
    },
  )
}

export default sessions
