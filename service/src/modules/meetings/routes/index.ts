import { assertProfilesInOrg } from './participant-profiles.js'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { assertCan } from '../../../permissions/ability.js'
import {
  deleteMeeting,
  findMeeting,
  insertMeeting,
  listMeetings,
  toMeeting,
  updateMeeting,
} from '../meeting-repository.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import {
  CreateMeetingBody,
  MeetingListQuery,
  MeetingPageSchema,
  MeetingSchema,
  UpdateMeetingBody,
} from '../schemas/meetings.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { sendJsonPage } from '../../../lib/send-json-page.js'
import transcript from './transcript.js'
import { normalizeTags } from '../meeting-tags.js'
import { assertMeetingEditable, meetingChanges } from './meeting-changes.js'

const TAGS = ['meetings']

/** Meetings of the caller's organization: list, create, read, change, delete; transcript and analyses below. */
const meetings: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Meeting'] },
      schema: {
        operationId: 'listMeetings',
        tags: TAGS,
        summary: 'List meetings',
        description: '`q` matches the title and participant names; `from`/`to` bound `scheduledAt`.',
        querystring: MeetingListQuery,
        response: { 200: MeetingPageSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      return sendJsonPage(reply, await listMeetings(app.db, orgScope(request), request.query))
    },
  )

  app.post(
    '',
    {
      config: { can: ['create', 'Meeting'] },
      schema: {
        operationId: 'createMeeting',
        tags: TAGS,
        summary: 'Create a meeting',
        body: CreateMeetingBody,
        response: { 201: MeetingSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // A meeting always belongs to the caller's own organization (a superadmin has none to create in).
      const orgId = request.user.orgId
      if (!orgId) throw new BadRequestError('Meetings are created by members of an organization')
      assertCan(request.ability, 'create', 'Meeting', { orgId })
      const b = request.body
      await assertProfilesInOrg(app.db, orgId, b.participants)
      const { id } = await insertMeeting(app.db, {
        org_id: orgId,
        title: b.title.trim(),
        description: b.description ?? '',
        kind: b.kind,
        scheduled_at: new Date(b.scheduledAt),
        duration_minutes: b.durationMinutes,
        ...(b.status ? { status: b.status } : {}),
        participants: b.participants ?? [],
        requested_kinds: b.requestedKinds ?? [],
        tags: normalizeTags(b.tags ?? []),
        created_by: request.user.sub,
      })
      return reply.code(201).send(toMeeting((await findMeeting(app.db, id, null))!))
    },
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'Meeting'] },
      schema: {
        operationId: 'getMeeting',
        tags: TAGS,
        summary: 'Get a meeting',
        params: IdParams,
        response: { 200: MeetingSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findMeeting(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Meeting not found')
      assertCan(request.ability, 'read', 'Meeting', { orgId: row.org_id })
      return toMeeting(row)
    },
  )

  app.patch(
    '/:id',
    {
      config: { can: ['update', 'Meeting'] },
      schema: {
        operationId: 'updateMeeting',
        tags: TAGS,
        summary: 'Change a meeting',
        description: 'Status may be set to scheduled, live or ended; the analysis sets the others.',
        params: IdParams,
        body: UpdateMeetingBody,
        response: { 200: MeetingSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const row = await findMeeting(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Meeting not found')
      assertCan(request.ability, 'update', 'Meeting', { orgId: row.org_id })
      assertMeetingEditable(row, request.body)
      await assertProfilesInOrg(app.db, row.org_id, request.body.participants)
      await updateMeeting(app.db, row.id, meetingChanges(request.body))
      return toMeeting((await findMeeting(app.db, row.id, null))!)
    },
  )

  app.delete(
    '/:id',
    {
      config: { can: ['delete', 'Meeting'] },
      schema: {
        operationId: 'deleteMeeting',
        tags: TAGS,
        summary: 'Delete a meeting',
        description:
          'Its transcript and analyses go with it; finished reports stay, naming the meeting as their source.',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await findMeeting(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Meeting not found')
      assertCan(request.ability, 'delete', 'Meeting', { orgId: row.org_id })
      await deleteMeeting(app.db, row.id)
      return reply.code(204).send(null)
    },
  )

  await app.register(transcript)
}

export default meetings
