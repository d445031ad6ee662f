import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sql } from 'kysely'
import { bbbClient } from '../client.js'
import { recordConferenceMinutes } from '../conference-usage.js'
import { describeBbbError } from '../bbb-errors.js'
import { secretContext } from '../poll-cycle.js'
import { startConference } from '../start-conference.js'
import { ConflictError, NotFoundError } from '../../../lib/errors.js'
import { newSecretToken } from '../../../lib/secret-tokens.js'
import { assertCan } from '../../../permissions/ability.js'
import { endConference, findConference } from '../conference-repository.js'
import { findServer } from '../server-repository.js'
import { findMeeting, setMeetingStatus } from '../../meetings/index.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import {
  ConferenceListQuery,
  ConferencePageSchema,
  ConferenceSchema,
  GuestLinkBody,
  GuestLinkSchema,
  JoinUrlSchema,
  StartConferenceBody,
} from '../schemas/conferences.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { conferenceRows, joinRole, toConference } from './conference-view.js'

const TAGS = ['conferences']

/** Debrief meetings held as BigBlueButton conferences: list, start, join, end, guest links. */
const conferences: FastifyPluginAsyncTypebox = async (app) => {
  const meetingFor = async (request: Parameters<typeof orgScope>[0], id: string, action: 'read' | 'update') => {
    const m = await findMeeting(app.db, id, orgScope(request))
    if (!m) throw new NotFoundError('Meeting not found')
    assertCan(request.ability, action, 'Meeting', { orgId: m.org_id })
    return m
  }
  const one = async (request: Parameters<typeof orgScope>[0], id: string) => {
    const m = await meetingFor(request, id, 'read')
    return toConference(app, request, m, (await conferenceRows(app, [m.id]))[0])
  }

  app.get(
    '',
    {
      config: { can: ['read', 'Meeting'] },
      schema: {
        operationId: 'listConferences',
        tags: TAGS,
        summary: 'Upcoming, live or ended conferences',
        description:
          '`upcoming`: scheduled meetings from an hour ago on; `live`: running conferences; `ended`: finished ones. Live counts are asked of the servers with a short deadline.',
        querystring: ConferenceListQuery,
        response: { 200: ConferencePageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { scope, page, itemsPerPage } = request.query
      const org = orgScope(request)
      let q = app.db
        .selectFrom('meetings as m')
        .leftJoin('bbb_conferences as c', 'c.meeting_id', 'm.id')
        .$if(org !== null, (b) => b.where('m.org_id', '=', org!))
      if (scope === 'upcoming')
        q = q.where('m.status', '=', 'scheduled').where('m.scheduled_at', '>', sql<Date>`now() - interval '1 hour'`)
      else q = q.where('c.status', '=', scope)
      const { total } = await q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
      const rows = await q
        .selectAll('m')
        .orderBy('m.scheduled_at', scope === 'ended' ? 'desc' : 'asc')
        .orderBy('m.id')
        .limit(itemsPerPage)
        .offset((page - 1) * itemsPerPage)
        .execute()
      const confs = new Map(
        (
          await conferenceRows(
            app,
            rows.map((r) => r.id),
          )
        ).map((c) => [c.meeting_id, c]),
      )
      return {
        conferences: await Promise.all(rows.map((m) => toConference(app, request, m, confs.get(m.id)))),
        total: Number(total),
      }
    },
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'Meeting'] },
      schema: {
        operationId: 'getConference',
        tags: TAGS,
        summary: "A meeting's conference",
        params: IdParams,
        response: { 200: ConferenceSchema, ...errorResponses(404) },
      },
    },
    async (request) => one(request, request.params.id),
  )

  app.post(
    '/:id/start',
    {
      config: { can: ['update', 'Meeting'] },
      schema: {
        operationId: 'startConference',
        tags: TAGS,
        summary: 'Start a meeting as a conference',
        description:
          'Picks the enabled, online server with the lowest load (a tag ending in `!` is required), creates the meeting there (idempotent, recording on, end and recording-ready callbacks). 409 when no server can take it.',
        params: IdParams,
        body: StartConferenceBody,
        response: { 200: ConferenceSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const m = await meetingFor(request, request.params.id, 'update')
      if (['ended', 'processing', 'analyzed', 'failed'].includes(m.status))
        throw new ConflictError('This meeting has already taken place')
      await startConference(
        { db: app.db, secretBox: app.secretBox, publicUrl: app.publicUrl },
        m,
        request.user.sub,
        request.body.tag,
      )
      return one(request, m.id)
    },
  )

  app.post(
    '/:id/join',
    {
      config: { can: ['read', 'Meeting'] },
      schema: {
        operationId: 'joinConference',
        tags: TAGS,
        summary: 'The signed join URL for the caller',
        description:
          'Hosts join as moderators, others as viewers. The URL is built and signed here; the browser is sent to it.',
        params: IdParams,
        response: { 200: JoinUrlSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const m = await meetingFor(request, request.params.id, 'read')
      const conf = await findConference(app.db, m.id, null)
      if (!conf || conf.status !== 'live') throw new ConflictError('The conference has not started')
      // create again (idempotent): the meeting exists on the server and its current createTime pins the link.
      const { server, secret, createTime } = await startConference(
        { db: app.db, secretBox: app.secretBox, publicUrl: app.publicUrl },
        m,
        conf.created_by,
      )
      const me = await app.db
        .selectFrom('accounts')
        .select(['full_name', 'email'])
        .where('id', '=', request.user.sub)
        .executeTakeFirst()
      const url = bbbClient({ url: server.url, secret, algorithm: server.algorithm }).joinUrl({
        meetingID: m.id,
        fullName: me?.full_name || me?.email || 'Debrief user',
        role: joinRole(request, m),
        userID: request.user.sub,
        createTime,
      })
      return { url }
    },
  )

  app.post(
    '/:id/end',
    {
      config: { can: ['update', 'Meeting'] },
      schema: {
        operationId: 'endConference',
        tags: TAGS,
        summary: 'End a conference',
        params: IdParams,
        response: { 200: ConferenceSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const m = await meetingFor(request, request.params.id, 'update')
      const conf = await findConference(app.db, m.id, null)
      if (!conf || conf.status !== 'live') throw new ConflictError('The conference is not running')
      const server = (await findServer(app.db, conf.server_id, null))!
      const client = bbbClient({
        url: server.url,
        secret: app.secretBox.open(server.secret_sealed, secretContext(server.id)),
        algorithm: server.algorithm,
      })
      // notFound means it had already ended on the server: that is the state we want.
      await client.end(m.id).catch((err) => {
        if ((err as { messageKey?: string }).messageKey !== 'notFound') throw new ConflictError(describeBbbError(err))
      })
      await app.db.transaction().execute(async (trx) => {
        const ended = await endConference(trx, m.id)
        if (ended)
          await recordConferenceMinutes(trx, ended.orgId, ended.minutes, { meetingId: m.id, serverId: server.id })
        await setMeetingStatus(trx, m.id, 'ended')
      })
      return one(request, m.id)
    },
  )

  app.post(
    '/:id/guest-link',
    {
      config: { can: ['update', 'Meeting'] },
      schema: {
        operationId: 'createGuestLink',
        tags: TAGS,
        summary: 'Create the guest invitation link',
        description:
          'Replaces an earlier link (and unlocks a locked one). The token is shown once (only its hash is stored); an access code, when given (6 characters or more), is asked of guests, and 5 wrong codes lock the link.',
        params: IdParams,
        body: GuestLinkBody,
        response: { 200: GuestLinkSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const m = await meetingFor(request, request.params.id, 'update')
      const { token, hash } = newSecretToken()
      const res = await app.db
        .updateTable('bbb_conferences')
        .set({ guest_token_hash: hash, access_code: request.body.accessCode ?? null, guest_code_failures: 0 })
        .where('meeting_id', '=', m.id)
        .executeTakeFirst()
      if (!Number(res.numUpdatedRows)) throw new ConflictError('Start the conference before inviting guests')
      return { token, url: `${app.publicUrl}/main/Login?invite=${encodeURIComponent(token)}` }
    },
  )

  app.delete(
    '/:id/guest-link',
    {
      config: { can: ['update', 'Meeting'] },
      schema: {
        operationId: 'revokeGuestLink',
        tags: TAGS,
        summary: 'Revoke the guest invitation link',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const m = await meetingFor(request, request.params.id, 'update')
      await app.db
        .updateTable('bbb_conferences')
        .set({ guest_token_hash: null, access_code: null, guest_code_failures: 0 })
        .where('meeting_id', '=', m.id)
        .execute()
      return reply.code(204).send(null)
    },
  )
}

export default conferences
