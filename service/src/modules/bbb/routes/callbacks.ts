import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { checkEndCallbackToken } from '../callback-token.js'
import { recordConferenceMinutes } from '../conference-usage.js'
import { secretContext } from '../poll-cycle.js'
import { importRecording, RecordingGone, RecordingUnauthorized } from '../import-recording.js'
import { endConference, findConference } from '../conference-repository.js'
import { findServer } from '../server-repository.js'
import { meetingStatus } from '../meeting-status-repository.js'
import { setMeetingStatus } from '../../meetings/index.js'
import { analysisQueueOf } from '../../analysis/index.js'
import { errorResponses, ErrorSchema } from '../../../lib/schemas/error.js'
import { CallbackResultSchema, EndCallbackQuery, RecordingReadyBody } from '../schemas/conferences.js'

const TAGS = ['bbb-callbacks']
/** BigBlueButton stops retrying a callback answered 410. */
const GONE = { 410: Type.Ref(ErrorSchema, { description: 'The meeting is gone' }) }

/**
 * What BigBlueButton servers call: the end callback (GET, authenticated by the HMAC token in the URL we gave
 * the server) and the recording-ready callback (POST, form-encoded, `signed_parameters` a JWT signed with the
 * server's secret). Both are safe to repeat: a replay finds the work done and answers 200.
 */
const callbacks: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    },
  )

  app.get(
    '/end/:meetingId',
    {
      config: { public: true },
      schema: {
        operationId: 'bbbEndCallback',
        tags: TAGS,
        summary: 'A server reports that a meeting ended',
        security: [],
        params: Type.Object({ meetingId: Type.String({ format: 'uuid' }) }),
        querystring: EndCallbackQuery,
        response: { 200: CallbackResultSchema, ...errorResponses(401), ...GONE },
      },
    },
    async (request, reply) => {
      const { meetingId } = request.params
      const conf = await findConference(app.db, meetingId, null)
      if (!conf)
        return reply
          .code(410)
          .send({ statusCode: 410, code: 'DEBRIEF_GONE', error: 'Gone', message: 'No such conference' })
      const server = await findServer(app.db, conf.server_id, null)
      const secret = server ? app.secretBox.open(server.secret_sealed, secretContext(server.id)) : ''
      if (!server || !checkEndCallbackToken(meetingId, secret, request.query.token)) {
        return reply
          .code(401)
          .send({ statusCode: 401, code: 'DEBRIEF_UNAUTHORIZED', error: 'Unauthorized', message: 'Bad callback token' })
      }
      await app.db.transaction().execute(async (trx) => {
        const ended = await endConference(trx, meetingId)
        if (!ended) return
        await recordConferenceMinutes(trx, ended.orgId, ended.minutes, { meetingId, serverId: server.id })
        const status = await meetingStatus(trx, meetingId)
        if (status === 'scheduled' || status === 'live') await setMeetingStatus(trx, meetingId, 'ended')
      })
      return { ok: true, message: 'Meeting ended' }
    },
  )

  app.post(
    '/recording-ready',
    {
      config: { public: true },
      schema: {
        operationId: 'bbbRecordingReadyCallback',
        tags: TAGS,
        summary: 'A server reports a recording ready',
        security: [],
        description:
          'Verifies `signed_parameters` (HS256 with the server secret; 401 otherwise), attaches the playback formats and imports captions as the transcript. 410 when the meeting is gone.',
        body: RecordingReadyBody,
        response: { 200: CallbackResultSchema, ...errorResponses(400, 401), ...GONE },
      },
    },
    async (request, reply) => {
      try {
        const result = await importRecording(
          { db: app.db, secretBox: app.secretBox, queue: analysisQueueOf(app), log: request.log },
          request.body.signed_parameters,
        )
        return { ok: true, message: result }
      } catch (err) {
        if (err instanceof RecordingUnauthorized)
          return reply
            .code(401)
            .send({ statusCode: 401, code: 'DEBRIEF_UNAUTHORIZED', error: 'Unauthorized', message: err.message })
        if (err instanceof RecordingGone)
          return reply.code(410).send({ statusCode: 410, code: 'DEBRIEF_GONE', error: 'Gone', message: err.message })
        throw err
      }
    },
  )
}

export default callbacks
