import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { bbbClient } from '../client.js'
import { recordConferenceMinutes } from '../conference-usage.js'
import { describeBbbError } from '../bbb-errors.js'
import { secretContext } from '../poll-cycle.js'
import { startConference } from '../start-conference.js'
import { ConflictError, NotFoundError } from '../../../lib/errors.js'
import { newSecretToken } from '../../../lib/secret-tokens.js'
import { assertCan } from '../../../permissions/ability.js'
import { endConference, findConference, joinerName, setGuestLink } from '../conference-repository.js'
import { listConferenceMeetings } from '../conference-list-repository.js'
import { capacityFor, findServer } from '../server-repository.js'
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
import { conferenceRowsFor, joinRole, toConference } from './conference-view.js'
import { ConferenceCapacitySchema } from '../schemas/servers.js'

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
    return toConference(app, request, m, (await conferenceRowsFor(app, [m.id]))[0])
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
      const { rows, total } = await listConferenceMeetings(app.db, orgScope(request), request.query)
      const confs = new Map(
        (
          await conferenceRowsFor(
            app,
            rows.map((r) => r.id),
          )
        ).map((c) => [c.meeting_id, c]),
      )
      return {
        conferences: await Promise.all(rows.map((m) => toConference(app, request, m, confs.get(m.id)))),
        total,
      }
    },
  )

  app.get(
    '/capacity',
    {
      config: { can: ['read', 'Meeting'] },
      schema: {
        operationId: 'getConferenceCapacity',
        tags: TAGS,
        summary: 'Whether a meeting could start as a conference now',
        description:
          'Counts the enabled, online servers the caller’s organization may use (its own, then the shared ones) and the servers it registered, so a screen can say who can add one instead of offering a start that fails.',
        response: { 200: ConferenceCapacitySchema, ...errorResponses(400) },
      },
    },
    async (request) => capacityFor(app.db, orgScope(request) ?? request.user.orgId),
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
      const url = bbbClient({ url: server.url, secret, algorithm: server.algorithm }).joinUrl({
        meetingID: m.id,
        fullName: await joinerName(app.db, request.user.sub),
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
      if (!(await setGuestLink(app.db, m.id, hash, request.body.accessCode ?? null)))
        throw new ConflictError('Start the conference before inviting guests')
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
      await setGuestLink(app.db, m.id, null, null)
      return reply.code(204).send(null)
    },
  )
}

export default conferences
