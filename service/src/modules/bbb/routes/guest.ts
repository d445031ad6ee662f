import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { timingSafeEqual } from 'node:crypto'
import { startConference } from '../start-conference.js'
import { bbbClient } from '../client.js'
import { ConflictError, NotFoundError, UnauthorizedError } from '../../../lib/errors.js'
import { hashToken } from '../../../lib/secret-tokens.js'
import { throttled } from '../../../plugins/app/throttle.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { errorBody } from '../../../plugins/app/errors.js'
import { checkGuestCode } from '../conference-repository.js'
import { findConferenceByGuestToken } from '../guest-link-repository.js'
import { GuestInfoSchema, GuestJoinBody, GuestTokenParams, JoinUrlSchema } from '../schemas/conferences.js'

const TAGS = ['public']

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The guest entry: an invitation link, a name (and the access code when set), and a viewer's join URL. */
const guest: FastifyPluginAsyncTypebox = async (app) => {
  const perAddress = app.createRateLimit({ max: 20, timeWindow: 60_000, keyGenerator: (r) => `bbb-guest-ip:${r.ip}` })
  const byToken = async (token: string) => {
    const row = await findConferenceByGuestToken(app.db, hashToken(token))
    // Unknown and revoked links answer the same.
    if (!row) throw new NotFoundError('This invitation is not valid')
    return row
  }

  app.get(
    '/:token',
    {
      config: { public: true },
      schema: {
        operationId: 'getGuestInvitation',
        tags: TAGS,
        summary: 'What a guest invitation is for',
        security: [],
        params: GuestTokenParams,
        response: { 200: GuestInfoSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      if (await throttled(request, reply, [perAddress], 'Too many attempts')) return reply
      const row = await byToken(request.params.token)
      return { title: row.title, needsAccessCode: Boolean(row.access_code), live: row.status === 'live' }
    },
  )

  app.post(
    '/:token/join',
    {
      config: { public: true },
      schema: {
        operationId: 'joinAsGuest',
        tags: TAGS,
        summary: 'Join a conference as a guest (viewer)',
        security: [],
        description:
          'Rate-limited per address. A wrong access code answers 401; after 5 wrong codes the link is locked (403) until the organizer issues a new one.',
        params: GuestTokenParams,
        body: GuestJoinBody,
        response: { 200: JoinUrlSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      if (await throttled(request, reply, [perAddress], 'Too many attempts')) return reply
      const row = await byToken(request.params.token)
      if (row.access_code) {
        const verdict = await checkGuestCode(app.db, row.meeting_id, (code) =>
          sameCode(code, request.body.accessCode ?? ''),
        )
        if (verdict === 'locked')
          return reply
            .code(403)
            .send(
              errorBody(
                403,
                'This invitation is locked after too many wrong access codes; ask the organizer for a new link',
                'DEBRIEF_GUEST_LINK_LOCKED',
              ),
            )
        if (verdict === 'wrong') throw new UnauthorizedError('The access code is not right')
      }
      if (row.status !== 'live') throw new ConflictError('The conference has not started yet')
      const { server, secret, createTime } = await startConference(
        { db: app.db, secretBox: app.secretBox, publicUrl: app.publicUrl },
        row,
        row.created_by,
      )
      return {
        url: bbbClient({ url: server.url, secret, algorithm: server.algorithm }).joinUrl({
          meetingID: row.id,
          fullName: request.body.name.trim(),
          role: 'VIEWER',
          createTime,
        }),
      }
    },
  )
}

export default guest
