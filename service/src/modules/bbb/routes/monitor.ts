import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { bbbClient } from '../client.js'
import { describeBbbError } from '../bbb-errors.js'
import { secretContext } from '../poll-cycle.js'
import type { BbbMeeting } from '../types.js'
import { BadRequestError } from '../../../lib/errors.js'
import { recentFailures, sampleSeries } from '../sample-repository.js'
import { conferenceMeetingIds } from '../conference-list-repository.js'
import type { ServerRow } from '../server-repository.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import {
  EndMeetingResultSchema,
  FailuresSchema,
  LiveMeetingsSchema,
  MeetingHistoryQuery,
  MeetingHistorySchema,
  MeetingIdParams,
  SamplesQuery,
  SamplesSchema,
} from '../schemas/monitor.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { serverForChange, serverForRead } from './server-access.js'
import { meetingHistory } from '../meeting-record-repository.js'
import { setThresholds } from '../alert-repository.js'
import { ThresholdsBody, ThresholdsSchema } from '../schemas/servers.js'

const TAGS = ['bbb']
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const clientFor = (app: { secretBox: { open(s: string, c: string): string } }, row: ServerRow) =>
  bbbClient({
    url: row.url,
    secret: app.secretBox.open(row.secret_sealed, secretContext(row.id)),
    algorithm: row.algorithm,
  })

/** A server's live meetings, history, meetings seen, thresholds and failures, and ending a meeting on it. */
const monitor: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/meetings',
    {
      config: { can: ['read', 'BbbServer'] },
      schema: {
        operationId: 'listBbbLiveMeetings',
        tags: TAGS,
        summary: "A server's live meetings",
        description:
          'Asked of the server now; when it is down or slow the answer carries the error and no meetings (the server record keeps the last known figures).',
        params: IdParams,
        response: { 200: LiveMeetingsSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await serverForRead(request, request.params.id)
      const scope = orgScope(request)
      let meetings: BbbMeeting[] = []
      let error: string | null = null
      try {
        meetings = await clientFor(app, row).getMeetings()
      } catch (err) {
        error = describeBbbError(err)
      }
      // An organization sees every meeting on its own server, and only its own conferences on a shared one; the
      // platform sees every meeting.
      const ids = meetings.map((m) => m.meetingId).filter((id) => UUID.test(id))
      const ours = new Set(await conferenceMeetingIds(app.db, ids, scope))
      const shown = scope === null || row.org_id === scope ? meetings : meetings.filter((m) => ours.has(m.meetingId))
      return {
        meetings: shown.map((m) => ({
          meetingId: m.meetingId,
          name: m.meetingName,
          debriefMeetingId: ours.has(m.meetingId) ? m.meetingId : null,
          createdAt: m.createTime ? new Date(m.createTime).toISOString() : null,
          participants: m.participantCount,
          moderators: m.moderatorCount,
          voice: m.voiceParticipantCount,
          video: m.videoCount,
          recording: m.recording,
          isBreakout: m.isBreakout,
          attendees: m.attendees.map((a) => ({
            fullName: a.fullName,
            role: a.role,
            voice: a.hasJoinedVoice,
            video: a.hasVideo,
            listenOnly: a.isListeningOnly,
          })),
        })),
        error,
        fetchedAt: new Date().toISOString(),
      }
    },
  )

  app.get(
    '/:id/samples',
    {
      config: { can: ['read', 'BbbServer'] },
      schema: {
        operationId: 'listBbbSamples',
        tags: TAGS,
        summary: "A server's figures over time",
        params: IdParams,
        querystring: SamplesQuery,
        response: { 200: SamplesSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await serverForRead(request, request.params.id)
      return { points: await sampleSeries(app.db, row.id, request.query.period) }
    },
  )

  app.get(
    '/:id/meeting-history',
    {
      config: { can: ['read', 'BbbServer'] },
      schema: {
        operationId: 'listBbbMeetingHistory',
        tags: TAGS,
        summary: "A server's meetings as the poller saw them, newest first",
        description:
          'Peak participants, voice and video and the duration of each meeting, from the polls. An organization sees every meeting on its own server and only its own conferences on a shared one.',
        params: IdParams,
        querystring: MeetingHistoryQuery,
        response: { 200: MeetingHistorySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await serverForRead(request, request.params.id)
      const scope = orgScope(request)
      const onlyOrg = scope !== null && row.org_id !== scope ? scope : null
      return meetingHistory(app.db, row.id, onlyOrg, request.query)
    },
  )

  app.put(
    '/:id/thresholds',
    {
      config: { can: ['update', 'BbbServer'] },
      schema: {
        operationId: 'setBbbThresholds',
        tags: TAGS,
        summary: "Set a server's alert thresholds",
        description:
          'Judged on every poll and at once against the last figures: crossing one raises an alert, coming back under clears it. Null (or false) turns a kind off.',
        params: IdParams,
        body: ThresholdsBody,
        response: { 200: ThresholdsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await serverForChange(request, request.params.id)
      await setThresholds(app.db, row.id, request.body)
      return request.body
    },
  )

  app.get(
    '/:id/failures',
    {
      config: { can: ['read', 'BbbServer'] },
      schema: {
        operationId: 'listBbbFailures',
        tags: TAGS,
        summary: "A server's failed polls, newest first",
        params: IdParams,
        response: { 200: FailuresSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await serverForRead(request, request.params.id)
      return { failures: await recentFailures(app.db, row.id) }
    },
  )

  app.post(
    '/:id/meetings/:meetingId/end',
    {
      config: { can: ['update', 'BbbServer'] },
      schema: {
        operationId: 'endBbbMeeting',
        tags: TAGS,
        summary: 'End a meeting on a server',
        description: 'Ending is asynchronous on the server: the answer is a re-check with isMeetingRunning.',
        params: MeetingIdParams,
        response: { 200: EndMeetingResultSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await serverForChange(request, request.params.id)
      const client = clientFor(app, row)
      try {
        await client.end(request.params.meetingId)
        return { running: await client.isMeetingRunning(request.params.meetingId) }
      } catch (err) {
        throw new BadRequestError(describeBbbError(err))
      }
    },
  )
}

export default monitor
