import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CheckedUpload, UploadRejected } from '../../../lib/files/checked-stream.js'
import { storageQuota } from '../../../lib/files/quota.js'
import type { FileStorage } from '../../../lib/files/storage.js'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { errorBody } from '../../../plugins/app/errors.js'
import { findFile, toFile, usedBytes } from '../file-repository.js'
import { storedFileName } from '../../../lib/files/file-name.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface Uploader {
  orgId: string
  accountId: string | null
  botKeyId: string | null
}

/**
 * One streamed multipart upload into the store: the optional `meetingId` field first, then the file, checked on
 * the way (magic bytes, FILE_MAX_BYTES, the plan's quota). The row is written only once the bytes are stored;
 * a failure removes what was stored.
 */
export async function receiveUpload(
  app: FastifyInstance,
  storage: FileStorage,
  request: FastifyRequest,
  reply: FastifyReply,
  who: Uploader,
) {
  if (!request.isMultipart())
    return reply
      .code(415)
      .send(errorBody(415, 'Send the file as multipart/form-data', 'DEBRIEF_UNSUPPORTED_MEDIA_TYPE'))
  const part = await request.file({ limits: { fileSize: app.config.FILE_MAX_BYTES + 1, files: 1, fields: 2 } })
  if (!part) throw new BadRequestError('No file in the upload')
  const meetingField = part.fields.meetingId as { value?: unknown } | undefined
  const meetingId = typeof meetingField?.value === 'string' && meetingField.value ? meetingField.value : null
  if (meetingId && !UUID.test(meetingId)) {
    part.file.resume()
    throw new BadRequestError('meetingId must be a meeting id')
  }
  if (
    meetingId &&
    !(await app.db
      .selectFrom('meetings')
      .select('id')
      .where('id', '=', meetingId)
      .where('org_id', '=', who.orgId)
      .executeTakeFirst())
  ) {
    part.file.resume()
    throw new NotFoundError('Meeting not found')
  }
  const org = await app.db
    .selectFrom('organizations')
    .select('plan')
    .where('id', '=', who.orgId)
    .executeTakeFirstOrThrow()
  const remaining = storageQuota(org.plan) - (await usedBytes(app.db, who.orgId))
  const max = Math.min(app.config.FILE_MAX_BYTES, Math.max(0, remaining))
  const checker = new CheckedUpload(
    max,
    max < app.config.FILE_MAX_BYTES
      ? 'The organization’s storage quota is used up'
      : `The file is larger than ${app.config.FILE_MAX_BYTES} bytes`,
  )
  // The store's pipeline reports the checker's error; this listener keeps a late emission from being uncaught.
  checker.on('error', () => {})
  const key = `${who.orgId}/${randomUUID()}`
  let size: number
  try {
    size = await storage.put(key, part.file.pipe(checker))
    if (part.file.truncated) throw new UploadRejected(413, `The file is larger than ${app.config.FILE_MAX_BYTES} bytes`)
  } catch (err) {
    part.file.resume()
    await storage.remove(key).catch(() => {})
    const status =
      err instanceof UploadRejected ? err.status : (err as { statusCode?: number }).statusCode === 413 ? 413 : null
    if (status)
      return reply
        .code(status)
        .header('connection', 'close')
        .send(
          errorBody(
            status,
            (err as Error).message,
            status === 413 ? 'DEBRIEF_PAYLOAD_TOO_LARGE' : 'DEBRIEF_UNSUPPORTED_MEDIA_TYPE',
          ),
        )
    throw err
  }
  try {
    const sniffed = checker.sniffed!
    const { id } = await app.db
      .insertInto('rbot_files')
      .values({
        org_id: who.orgId,
        meeting_id: meetingId,
        name: storedFileName(part.filename, 'upload'),
        kind: sniffed.kind,
        mime: sniffed.mime,
        size,
        storage_key: key,
        uploaded_by: who.accountId,
        bot_key_id: who.botKeyId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return reply.code(201).send(toFile((await findFile(app.db, id, null))!))
  } catch (err) {
    await storage.remove(key).catch(() => {})
    throw err
  }
}
