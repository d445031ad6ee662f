import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { storageQuota } from '../../../lib/files/quota.js'
import { parseRange } from '../../../lib/files/range.js'
import type { FileStorage } from '../../../lib/files/storage.js'
import type { UploadTracker } from '../upload-tracker.js'
import { BadRequestError, ConflictError, NotFoundError } from '../../../lib/errors.js'
import {
  parseTranscript,
  TranscriptParseError,
  setMeetingStatus,
  saveTranscript,
  TranscriptSchema,
} from '../../meetings/index.js'
import { assertCan } from '../../../permissions/ability.js'
import { errorBody } from '../../../plugins/app/errors.js'
import {
  deleteFileRow,
  findFile,
  listFiles,
  meetingStatus,
  organizationPlan,
  toFile,
  usedBytes,
} from '../file-repository.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import { ErrorSchema, errorResponses } from '../../../lib/schemas/error.js'
import { RbotFileListQuery, RbotFilePageSchema, RbotFileSchema, UploadBody } from '../schemas.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { receiveUpload } from './receive-upload.js'
import { recordAudit } from '../../audit/index.js'
const TAGS = ['rbot-files']
const UNSUPPORTED = {
  415: Type.Ref(ErrorSchema, { description: 'Not multipart, or a file type that is not accepted' }),
}
const RANGE_ERR = { 416: Type.Ref(ErrorSchema, { description: 'The range is outside the file' }) }
const IMPORT_FORMAT = {
  'text/vtt': 'vtt',
  'application/x-subrip': 'srt',
  'application/json': 'json',
  'text/plain': 'plain',
} as const

/** The recording bot's files, for people signed in to the organization. */
const files =
  (storage: FileStorage, uploads: UploadTracker): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(multipart)
    const fileFor = async (
      request: Parameters<typeof orgScope>[0],
      id: string,
      action: 'read' | 'delete' | 'update',
    ) => {
      const row = await findFile(app.db, id, orgScope(request))
      if (!row) throw new NotFoundError('File not found')
      assertCan(request.ability, action, 'File', { orgId: row.org_id })
      return row
    }

    app.get(
      '',
      {
        config: { can: ['read', 'File'] },
        schema: {
          operationId: 'listRbotFiles',
          tags: TAGS,
          summary: 'List recording-bot files',
          querystring: RbotFileListQuery,
          response: { 200: RbotFilePageSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        const org = orgScope(request)
        const { rows, total } = await listFiles(app.db, org, request.query)
        const plan = org ? ((await organizationPlan(app.db, org)) ?? 'basic') : 'enterprise'
        return {
          files: rows.map(toFile),
          total,
          usedBytes: org ? await usedBytes(app.db, org) : 0,
          quotaBytes: storageQuota(plan),
        }
      },
    )

    app.post(
      '',
      {
        config: { can: ['create', 'File'] },
        validatorCompiler: () => () => true,
        schema: {
          operationId: 'uploadRbotFile',
          tags: TAGS,
          summary: 'Upload a file',
          description:
            'Streamed multipart: an optional `meetingId` field, then one file (audio, video, WebVTT, SRT, JSON, text or PDF by its first bytes), at most FILE_MAX_BYTES and within the plan’s storage.',
          consumes: ['multipart/form-data'],
          body: UploadBody,
          response: { 201: RbotFileSchema, ...errorResponses(400, 404, 413, 503), ...UNSUPPORTED },
        },
      },
      async (request, reply) => {
        const orgId = request.user.orgId
        if (!orgId) throw new BadRequestError('Files are uploaded by members of an organization')
        assertCan(request.ability, 'create', 'File', { orgId })
        return receiveUpload(app, storage, uploads, request, reply, {
          orgId,
          accountId: request.user.sub,
          botKeyId: null,
        })
      },
    )

    app.get(
      '/:id',
      {
        config: { can: ['read', 'File'] },
        schema: {
          operationId: 'getRbotFile',
          tags: TAGS,
          summary: 'A file’s details',
          params: IdParams,
          response: { 200: RbotFileSchema, ...errorResponses(404) },
        },
      },
      async (request) => toFile(await fileFor(request, request.params.id, 'read')),
    )

    app.get(
      '/:id/content',
      {
        config: { can: ['read', 'File'] },
        schema: {
          operationId: 'downloadRbotFile',
          tags: TAGS,
          summary: 'Download a file',
          description:
            'As an attachment; honours one `Range: bytes=…` (206), so a player can seek. Other units, invalid ranges and several ranges get 200 with the whole file; 416 only when no range is satisfiable (RFC 9110 section 14).',
          params: IdParams,
          response: {
            200: Type.String({ format: 'binary' }),
            206: Type.String({ format: 'binary' }),
            ...errorResponses(404),
            ...RANGE_ERR,
          },
        },
      },
      async (request, reply) => {
        const row = await fileFor(request, request.params.id, 'read')
        const size = Number(row.size)
        const range = parseRange(request.headers.range, size)
        if (range === 'invalid')
          return reply
            .code(416)
            .header('content-range', `bytes */${size}`)
            .send(errorBody(416, 'The range is outside the file', 'DEBRIEF_RANGE'))
        // One event per download, not per seek: a player's later range requests start past the first byte.
        if (!range || range.start === 0)
          await recordAudit(app.db, request, {
            kind: 'export',
            orgId: row.org_id,
            target: row.id,
            meta: { file: row.name },
          })
        reply
          .header('accept-ranges', 'bytes')
          .header('content-type', row.mime)
          .header(
            'content-disposition',
            `attachment; filename="${row.name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
          )
        if (!range) return reply.header('content-length', size).send(await storage.get(row.storage_key))
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(await storage.get(row.storage_key, range))
      },
    )

    app.delete(
      '/:id',
      {
        config: { can: ['delete', 'File'] },
        schema: {
          operationId: 'deleteRbotFile',
          tags: TAGS,
          summary: 'Delete a file',
          params: IdParams,
          response: { 204: NoContent, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const row = await fileFor(request, request.params.id, 'delete')
        // The row goes first: a file whose row is gone is unreachable; a row without its bytes would be broken.
        await deleteFileRow(app.db, row.id)
        await storage.remove(row.storage_key)
        return reply.code(204).send(null)
      },
    )

    app.post(
      '/:id/import',
      {
        config: { can: ['update', 'Meeting'] },
        schema: {
          operationId: 'importRbotFile',
          tags: TAGS,
          summary: 'Import a transcript file into its meeting',
          description: 'Replaces the meeting’s transcript, as an upload on the meeting would.',
          params: IdParams,
          response: { 200: TranscriptSchema, ...errorResponses(400, 404, 409) },
        },
      },
      async (request) => {
        const row = await fileFor(request, request.params.id, 'read')
        assertCan(request.ability, 'update', 'Meeting', { orgId: row.org_id })
        const format = IMPORT_FORMAT[row.mime as keyof typeof IMPORT_FORMAT]
        if (!row.meeting_id) throw new ConflictError('The file belongs to no meeting')
        if (!format) throw new ConflictError('Only WebVTT, SRT, JSON or text files can be imported as a transcript')
        if (Number(row.size) > 20 * 1024 * 1024) throw new ConflictError('A transcript file is at most 20 MB')
        const chunks: Buffer[] = []
        for await (const c of await storage.get(row.storage_key)) chunks.push(c as Buffer)
        let segments
        try {
          segments = parseTranscript(Buffer.concat(chunks).toString('utf8'), format)
        } catch (err) {
          if (err instanceof TranscriptParseError)
            throw new BadRequestError(`The transcript could not be read: ${err.message}`)
          throw err
        }
        const meetingId = row.meeting_id
        const saved = await app.db.transaction().execute(async (trx) => {
          const t = await saveTranscript(trx, {
            meetingId,
            orgId: row.org_id,
            format,
            segments,
            uploadedBy: request.user.sub,
          })
          const status = await meetingStatus(trx, meetingId)
          if (status === 'scheduled' || status === 'live') await setMeetingStatus(trx, meetingId, 'ended')
          return t
        })
        return {
          segments: saved.segments,
          speakers: saved.speakers,
          format: saved.format,
          uploadedAt: saved.uploaded_at.toISOString(),
        }
      },
    )
  }

export default files
