import { randomUUID } from 'node:crypto'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { CheckedUpload, UploadRejected } from '../../../lib/files/checked-stream.js'
import { fileStorageFor } from '../../../lib/files/file-storage.js'
import { sendDownload } from '../../../lib/files/send-download.js'
import { ATTACHMENT_TYPES, sniffAttachment } from '../../../lib/files/sniff-attachment.js'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { errorBody } from '../../../plugins/app/errors.js'
import {
  findEmailAttachment,
  dropAbandonedAttachments,
  insertEmailAttachment,
} from '../email-attachments-repository.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { ErrorSchema, errorResponses } from '../../../lib/schemas/error.js'
import { EmailAttachmentUploadBody, EmailAttachmentUploadSchema } from '../schemas-attachment.js'
import { sandboxScope } from '../../scope.js'
import { storedFileName } from '../../../lib/files/file-name.js'

const TAGS = ['sandbox-email']
export const MAX_MAIL_ATTACHMENT_BYTES = 10 * 1024 * 1024
const TOO_LARGE = `An attachment is at most ${MAX_MAIL_ATTACHMENT_BYTES / 1024 / 1024} MB`

/**
 * A mail's files: uploaded first (streamed into the file store under `<scope>/<id>`, typed by their first bytes like
 * support attachments), then named by id in compose; read back signed in, only within the caller's copy.
 */
const emailAttachments: FastifyPluginAsyncTypebox = async (app) => {
  const storage = fileStorageFor(app.config)
  await app.register(multipart)

  app.post(
    '',
    {
      config: { can: ['manage', 'Demo'] },
      validatorCompiler: () => () => true,
      schema: {
        operationId: 'uploadEmailAttachment',
        tags: TAGS,
        summary: 'Upload a file to attach to a mail',
        description: `Multipart with one file: ${ATTACHMENT_TYPES} by its first bytes, at most ${MAX_MAIL_ATTACHMENT_BYTES} bytes. Send it by listing its id in compose's attachments.`,
        consumes: ['multipart/form-data'],
        body: EmailAttachmentUploadBody,
        response: {
          201: EmailAttachmentUploadSchema,
          ...errorResponses(400, 413),
          415: Type.Ref(ErrorSchema, { description: 'Not multipart, or a file type that is not accepted' }),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        return reply
          .code(415)
          .send(errorBody(415, 'Send the file as multipart/form-data', 'DEBRIEF_UNSUPPORTED_MEDIA_TYPE'))
      const part = await request.file({ limits: { fileSize: MAX_MAIL_ATTACHMENT_BYTES + 1, files: 1, fields: 0 } })
      if (!part) throw new BadRequestError('No file in the upload')
      const checker = new CheckedUpload(
        MAX_MAIL_ATTACHMENT_BYTES,
        TOO_LARGE,
        sniffAttachment,
        `The file type is not accepted: ${ATTACHMENT_TYPES}`,
      )
      checker.on('error', () => {})
      const scope = sandboxScope(request)
      const id = randomUUID()
      const key = `${scope}/${id}`
      let size: number
      try {
        size = await storage.put(key, checker.from(part.file))
        if (part.file.truncated) throw new UploadRejected(413, TOO_LARGE)
      } catch (err) {
        part.file.resume()
        await storage.remove(key).catch(() => {})
        if (!(err instanceof UploadRejected)) throw err
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
      try {
        const name = storedFileName(part.filename, 'attachment', 200)
        const saved = await insertEmailAttachment(app.db, scope, {
          id,
          name,
          mime: checker.sniffed!.mime,
          size,
          storageKey: key,
        })
        // Earlier uploads of this copy that no mail took (a dialog closed without sending) go now.
        const abandoned = await dropAbandonedAttachments(app.db, scope)
        await Promise.all(
          abandoned.map((stale) =>
            storage.remove(stale).catch((error) => request.log.warn({ err: error, key: stale }, 'file not removed')),
          ),
        )
        return reply.code(201).send(saved)
      } catch (err) {
        await storage.remove(key).catch(() => {})
        throw err
      }
    },
  )

  app.get(
    '/:id/content',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'downloadEmailAttachment',
        tags: TAGS,
        summary: 'Download a mail attachment',
        description: 'Always as an attachment with the type found at upload, never rendered in place.',
        params: IdParams,
        response: { 200: Type.String({ format: 'binary' }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const file = await findEmailAttachment(app.db, sandboxScope(request), request.params.id)
      if (!file) throw new NotFoundError('Attachment not found')
      return sendDownload(reply, storage, file)
    },
  )
}

export default emailAttachments
