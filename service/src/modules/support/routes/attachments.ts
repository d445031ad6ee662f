import { randomUUID } from 'node:crypto'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { CheckedUpload, UploadRejected } from '../../../lib/files/checked-stream.js'
import { ATTACHMENT_TYPES, sniffAttachment } from '../../../lib/files/sniff-attachment.js'
import { sendDownload } from '../../../lib/files/send-download.js'
import type { FileStorage } from '../../../lib/files/storage.js'
import { BadRequestError, ConflictError, NotFoundError } from '../../../lib/errors.js'
import { errorBody } from '../../../plugins/app/errors.js'
import {
  ATTACHMENT_LIMITS,
  attachmentsOf,
  countAttachments,
  findAttachment,
  insertAttachment,
  lockRequestForAttachment,
  toAttachment,
  touchRequest,
} from '../attachment-repository.js'
import { ErrorSchema, errorResponses } from '../../../lib/schemas/error.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { SupportAttachmentParams, SupportAttachmentSchema, SupportAttachmentUploadBody } from '../schemas.js'
import { isSupportStaff } from './support-scope.js'
import { storedFileName } from '../../../lib/files/file-name.js'

type Loaded = { id: string; org_id: string | null; requester_id: string }
export type LoadRequest = (request: FastifyRequest, id: string, action: 'read' | 'update') => Promise<Loaded>

const TAGS = ['support']
const MB = ATTACHMENT_LIMITS.maxBytes / 1024 / 1024
const TOO_LARGE = `An attachment is at most ${MB} MB`
const UNSUPPORTED = {
  415: Type.Ref(ErrorSchema, { description: 'Not multipart, or a file type that is not accepted' }),
}

/**
 * Files on a support request: either side attaches (streamed into the file storage, typed by their first
 * bytes), both download. The row is written after the bytes are stored, under a lock on the request so the
 * per-request limit holds with parallel uploads; any failure removes what was stored.
 */
export const supportAttachments =
  (storage: FileStorage, load: LoadRequest): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(multipart)

    app.get(
      '/:id/attachments',
      {
        config: { can: ['read', 'SupportRequest'] },
        schema: {
          operationId: 'listSupportAttachments',
          tags: TAGS,
          summary: 'List a support request’s attachments',
          params: IdParams,
          response: { 200: Type.Array(Type.Ref(SupportAttachmentSchema)), ...errorResponses(404) },
        },
      },
      async (request) => attachmentsOf(app.db, (await load(request, request.params.id, 'read')).id),
    )

    app.post(
      '/:id/attachments',
      {
        config: { can: ['update', 'SupportRequest'] },
        validatorCompiler: () => () => true,
        schema: {
          operationId: 'attachToSupportRequest',
          tags: TAGS,
          summary: 'Attach a file to a support request',
          description: `Streamed multipart with one file: ${ATTACHMENT_TYPES} by its first bytes, at most ${MB} MB, at most ${ATTACHMENT_LIMITS.perRequest} per request.`,
          params: IdParams,
          consumes: ['multipart/form-data'],
          body: SupportAttachmentUploadBody,
          response: { 201: SupportAttachmentSchema, ...errorResponses(400, 404, 409, 413), ...UNSUPPORTED },
        },
      },
      async (request, reply) => {
        const row = await load(request, request.params.id, 'update')
        if (!request.isMultipart())
          return reply
            .code(415)
            .send(errorBody(415, 'Send the file as multipart/form-data', 'DEBRIEF_UNSUPPORTED_MEDIA_TYPE'))
        if ((await countAttachments(app.db, row.id)) >= ATTACHMENT_LIMITS.perRequest)
          throw new ConflictError(`A request holds at most ${ATTACHMENT_LIMITS.perRequest} attachments`)
        const part = await request.file({ limits: { fileSize: ATTACHMENT_LIMITS.maxBytes + 1, files: 1, fields: 0 } })
        if (!part) throw new BadRequestError('No file in the upload')
        const checker = new CheckedUpload(
          ATTACHMENT_LIMITS.maxBytes,
          TOO_LARGE,
          sniffAttachment,
          `The file type is not accepted: ${ATTACHMENT_TYPES}`,
        )
        checker.on('error', () => {})
        const key = `${row.org_id ?? row.requester_id}/${randomUUID()}`
        let size: number
        try {
          size = await storage.put(key, checker.from(part.file))
          if (part.file.truncated) throw new UploadRejected(413, TOO_LARGE)
        } catch (err) {
          part.file.resume()
          await storage.remove(key).catch(() => {})
          if (err instanceof UploadRejected) {
            return reply
              .code(err.status)
              .header('connection', 'close')
              .send(
                errorBody(
                  err.status,
                  err.message,
                  err.status === 413 ? 'DEBRIEF_PAYLOAD_TOO_LARGE' : 'DEBRIEF_UNSUPPORTED_MEDIA_TYPE',
                ),
              )
          }
          throw err
        }
        try {
          const id = await app.db.transaction().execute(async (trx) => {
            await lockRequestForAttachment(trx, row.id)
            if ((await countAttachments(trx, row.id)) >= ATTACHMENT_LIMITS.perRequest)
              throw new ConflictError(`A request holds at most ${ATTACHMENT_LIMITS.perRequest} attachments`)
            const inserted = await insertAttachment(trx, {
              requestId: row.id,
              orgId: row.org_id,
              uploadedBy: request.user.sub,
              fromStaff: isSupportStaff(request),
              name: storedFileName(part.filename, 'attachment'),
              mime: checker.sniffed!.mime,
              size,
              storageKey: key,
            })
            await touchRequest(trx, row.id)
            return inserted.id
          })
          return reply.code(201).send(toAttachment((await findAttachment(app.db, row.id, id))!))
        } catch (err) {
          await storage.remove(key).catch(() => {})
          throw err
        }
      },
    )

    app.get(
      '/:id/attachments/:attachmentId',
      {
        config: { can: ['read', 'SupportRequest'] },
        schema: {
          operationId: 'downloadSupportAttachment',
          tags: TAGS,
          summary: 'Download an attachment',
          description: 'Always as an attachment with the type told at upload, never rendered in place.',
          params: SupportAttachmentParams,
          response: { 200: Type.String({ format: 'binary' }), ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const owner = await load(request, request.params.id, 'read')
        const file = await findAttachment(app.db, owner.id, request.params.attachmentId)
        if (!file) throw new NotFoundError('Attachment not found')
        return sendDownload(reply, storage, file)
      },
    )
  }
