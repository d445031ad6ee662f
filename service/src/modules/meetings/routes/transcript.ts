import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import type { TranscriptFormat } from '../transcripts/index.js'
import { readUpload } from './read-upload.js'
import { rawBodyValidators } from './raw-body-validators.js'
import { assertCan } from '../../../permissions/ability.js'
import { findMeeting, setMeetingStatus } from '../meeting-repository.js'
import { logReveal, masksTranscripts } from '../transcript-privacy-repository.js'
import { maskedTranscript } from '../sensitive/masked-transcript.js'
import { findTranscript, saveStagedTranscript } from '../transcript-repository.js'
import { dropStaged, stageSegments } from '../transcript-staging-repository.js'
import { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { TranscriptSchema, TranscriptUploadBody } from '../schemas/transcripts.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { recordAudit } from '../../audit/index.js'
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
 * The answer as views of 256 KB: one 20 MB write makes the kernel copy megabytes into the socket in one
 * synchronous call (about 100 ms on a busy machine); slices go out as the socket drains, between other requests.
 */
function* slices(parts: Buffer[], size = 256 * 1024): Generator<Buffer> {
  for (const part of parts) for (let at = 0; at < part.length; at += size) yield part.subarray(at, at + size)
}

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
  app.addContentTypeParser(Object.keys(FORMATS), (request: FastifyRequest, payload: Readable) =>
    readUpload(payload, request.headers['content-length'], TRANSCRIPT_BODY_LIMIT),
  )
  // The body stays bytes (see readUpload); the schema documents it as the file it is.
  app.setValidatorCompiler(rawBodyValidators(app))

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
      // Decoding, sniffing the format, parsing and writing the segments as JSON run on a worker thread: linear,
      // but about a second for 20 MB. The bytes move there; this thread never holds the text.
      const parsed = await app.transcriptParser.parse({ bytes: request.body as Buffer, format: FORMATS[type] })
      if (!parsed.ok) throw new BadRequestError(`The transcript could not be read: ${parsed.message}`)
      const format = parsed.format
      const jsonb = Buffer.from(
        parsed.segmentsJsonb.buffer,
        parsed.segmentsJsonb.byteOffset,
        parsed.segmentsJsonb.byteLength,
      )
      const stagedId = await stageSegments(app.db, jsonb)
      let saved
      try {
        saved = await app.db.transaction().execute(async (trx) => {
          const row = await saveStagedTranscript(trx, {
            meetingId: meeting.id,
            orgId: meeting.org_id,
            format,
            stagedId,
            speakers: parsed.speakers,
            uploadedBy: request.user.sub,
          })
          if (!row) throw new Error('the staged transcript vanished before it was stored')
          // A transcript of a meeting whose time has come means it took place; one uploaded ahead of a meeting
          // scheduled later (notes of an earlier talk, a test file) leaves it scheduled: status follows what happened.
          const started = new Date(meeting.scheduled_at).getTime() <= Date.now()
          if (meeting.status === 'live' || (meeting.status === 'scheduled' && started))
            await setMeetingStatus(trx, meeting.id, 'ended')
          return row
        })
      } finally {
        // Gone already when the transaction committed; this also sweeps rows a crashed process left behind.
        await dropStaged(app.db, stagedId).catch((error) =>
          request.log.warn({ err: error }, 'transcript staging cleanup failed'),
        )
      }
      // The segments go out as the worker wrote them (schema key order, UTF-8 bytes after jsonb's version byte),
      // streamed from that buffer: no 20 MB serialization, encoding or concatenation on this thread.
      const tail = `,"speakers":${JSON.stringify(parsed.speakers)},"format":${JSON.stringify(format)},"uploadedAt":"${saved.uploaded_at.toISOString()}"}`
      const parts = [Buffer.from('{"segments":'), jsonb.subarray(1), Buffer.from(tail)]
      reply.header(
        'content-length',
        parts.reduce((sum, part) => sum + part.length, 0),
      )
      return reply.type('application/json; charset=utf-8').send(Readable.from(slices(parts)))
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
