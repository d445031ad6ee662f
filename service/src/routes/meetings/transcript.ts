import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { BadRequestError, NotFoundError } from '../../domain/errors.js'
import { detectTranscriptFormat, type TranscriptFormat } from '../../domain/transcripts/index.js'
import { assertCan } from '../../permissions/ability.js'
import { findMeeting, setMeetingStatus } from '../../repositories/product/meeting-repository.js'
import { logReveal, masksTranscripts } from '../../repositories/analysis/transcript-privacy-repository.js'
import { maskedTranscript } from '../../domain/analysis/builtin/sensitive/masked-transcript.js'
import { findTranscript, saveTranscriptText } from '../../repositories/product/transcript-repository.js'
import { IdParams } from '../../schemas/common.js'
import { errorResponses } from '../../schemas/error.js'
import { TranscriptSchema, TranscriptUploadBody } from '../../schemas/product/transcripts.js'
import { orgScope } from '../org-scope.js'
import { recordAudit } from '../../repositories/audit-repository.js'

export const TRANSCRIPT_BODY_LIMIT = 20 * 1024 * 1024

/** Content type → format; text/plain is sniffed (people upload .srt and .vtt files as text/plain too). */
const FORMATS: Record<string, TranscriptFormat | undefined> = {
  'text/vtt': 'vtt',
  'application/x-subrip': 'srt',
  'application/json': 'json',
  'text/plain': undefined,
}

const TAGS = ['meetings']

/**
 * The meeting's transcript. Its own plugin, so the raw-text body parsers and the 20 MB limit apply to
 * this route only, not to the rest of the API.
 */
const RevealQuery = Type.Object(
  { reveal: Type.Optional(Type.Boolean({ description: 'show masked values in clear (logged)' })) },
  { additionalProperties: false },
)

const transcript: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    Object.keys(FORMATS),
    { parseAs: 'string', bodyLimit: TRANSCRIPT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  )

  app.put(
    '/:id/transcript',
    {
      config: { can: ['update', 'Meeting'] },
      bodyLimit: TRANSCRIPT_BODY_LIMIT,
      schema: {
        operationId: 'uploadTranscript',
        tags: TAGS,
        summary: 'Upload a meeting’s transcript',
        description:
          'The raw file as the body (up to 20 MB): WebVTT (`<v Speaker>` voice tags), SRT, plain `Speaker: text` lines or JSON segments. Replaces an earlier transcript. A malformed file answers 400 naming the line.',
        params: IdParams,
        body: {
          content: Object.fromEntries(Object.keys(FORMATS).map((type) => [type, { schema: TranscriptUploadBody }])),
        } as never,
        response: { 200: TranscriptSchema, ...errorResponses(400, 404, 413) },
      },
    },
    async (request, reply) => {
      const meeting = await findMeeting(app.db, request.params.id, orgScope(request))
      if (!meeting) throw new NotFoundError('Meeting not found')
      assertCan(request.ability, 'update', 'Meeting', { orgId: meeting.org_id })
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase()
      const text = request.body as string
      const format = FORMATS[type] ?? detectTranscriptFormat(text)
      // Parsing (and writing the segments as JSON) runs on a worker thread: linear, but about a second for 20 MB.
      const parsed = await app.transcriptParser.parse({ text, format })
      if (!parsed.ok) throw new BadRequestError(`The transcript could not be read: ${parsed.message}`)
      const jsonb = Buffer.from(
        parsed.segmentsJsonb.buffer,
        parsed.segmentsJsonb.byteOffset,
        parsed.segmentsJsonb.byteLength,
      )
      const saved = await app.db.transaction().execute(async (trx) => {
        const row = await saveTranscriptText(trx, {
          meetingId: meeting.id,
          orgId: meeting.org_id,
          format,
          segmentsJsonb: jsonb,
          speakers: parsed.speakers,
          uploadedBy: request.user.sub,
        })
        // A transcript of a meeting whose time has come means it took place; one uploaded ahead of a meeting
        // scheduled later (notes of an earlier talk, a test file) leaves it scheduled: status follows what happened.
        const started = new Date(meeting.scheduled_at).getTime() <= Date.now()
        if (meeting.status === 'live' || (meeting.status === 'scheduled' && started))
          await setMeetingStatus(trx, meeting.id, 'ended')
        return row
      })
      // The segments go out as the worker wrote them (schema key order, UTF-8 bytes after jsonb's version byte):
      // no 20 MB serialization or encoding on this thread, one block copy.
      const tail = `,"speakers":${JSON.stringify(parsed.speakers)},"format":${JSON.stringify(format)},"uploadedAt":"${saved.uploaded_at.toISOString()}"}`
      const body = Buffer.concat([Buffer.from('{"segments":'), jsonb.subarray(1), Buffer.from(tail)])
      return reply.type('application/json; charset=utf-8').send(body)
    },
  )

  app.get(
    '/:id/transcript',
    {
      config: { can: ['read', 'Meeting'] },
      schema: {
        operationId: 'getTranscript',
        tags: TAGS,
        summary: 'Get a meeting’s transcript',
        description:
          'Sensitive values are masked when the organization masks transcripts (the default). `reveal=true` shows them in clear to those who manage reports, and is logged.',
        params: IdParams,
        querystring: RevealQuery,
        response: { 200: TranscriptSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const meeting = await findMeeting(app.db, request.params.id, orgScope(request))
      if (!meeting) throw new NotFoundError('Meeting not found')
      assertCan(request.ability, 'read', 'Meeting', { orgId: meeting.org_id })
      const row = await findTranscript(app.db, meeting.id)
      if (!row) throw new NotFoundError('This meeting has no transcript yet')
      const base = { speakers: row.speakers, format: row.format, uploadedAt: row.uploaded_at.toISOString() }
      if (!(await masksTranscripts(app.db, meeting.org_id))) return { ...base, segments: row.segments, masked: false }
      if (request.query.reveal) {
        assertCan(request.ability, 'update', 'Report', { orgId: meeting.org_id })
        await app.db.transaction().execute(async (trx) => {
          await logReveal(trx, meeting.org_id, meeting.id, request.user.sub)
          await recordAudit(trx, request, {
            kind: 'transcript-revealed',
            orgId: meeting.org_id,
            target: meeting.id,
            meta: { title: meeting.title },
          })
        })
        return { ...base, segments: row.segments, masked: false }
      }
      return { ...base, segments: maskedTranscript(row.segments).segments, masked: true }
    },
  )
}

export default transcript
