import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CheckedUpload, UploadRejected } from '../../../lib/files/checked-stream.js'
import { storageQuota } from '../../../lib/files/quota.js'
import type { FileStorage } from '../../../lib/files/storage.js'
import { BadRequestError, NotFoundError, ServiceUnavailableError } from '../../../lib/errors.js'
import { errorBody } from '../../../plugins/app/errors.js'
import { findFile, toFile } from '../file-repository.js'
import type { MultipartFile } from '@fastify/multipart'
import { completeUpload, meetingInOrg, planOf, releaseUpload, reserveUpload } from '../upload-reservation-repository.js'
import type { UploadTracker } from '../upload-tracker.js'
import { storedFileName } from '../../../lib/files/file-name.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const QUOTA_USED = 'The organization’s storage quota is used up'

interface StoreArgs {
  key: string
  part: MultipartFile
  checker: CheckedUpload
  meetingId: string | null
  who: Uploader
}

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply
    .code(status)
    .header('connection', 'close')
    .send(errorBody(status, message, status === 413 ? 'DEBRIEF_PAYLOAD_TOO_LARGE' : 'DEBRIEF_UNSUPPORTED_MEDIA_TYPE'))

export interface Uploader {
  orgId: string
  accountId: string | null
  botKeyId: string | null
}

/**
 * One streamed multipart upload into the store: the optional `meetingId` field first, then the file, checked on
 * the way (magic bytes, FILE_MAX_BYTES, the quota reserved beforehand). The row is written only once the bytes are
 * stored; a failure removes what was stored and gives the reservation back.
 */
export async function receiveUpload(
  app: FastifyInstance,
  storage: FileStorage,
  tracker: UploadTracker,
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
  if (meetingId && !(await meetingInOrg(app.db, meetingId, who.orgId))) {
    part.file.resume()
    throw new NotFoundError('Meeting not found')
  }
  const key = `${who.orgId}/${randomUUID()}`
  // The request's length bounds the file's (a chunked upload may be up to FILE_MAX_BYTES): that much of the quota is
  // reserved under the organization's lock before the first byte is stored, and given back when the row is written.
  const announced = Number(request.headers['content-length'])
  const wanted = Math.min(app.config.FILE_MAX_BYTES, announced > 0 ? announced : app.config.FILE_MAX_BYTES)
  const quota = storageQuota(await planOf(app.db, who.orgId))
  const max = await reserveUpload(app.db, who.orgId, key, wanted, quota)
  if (max === 0) {
    part.file.resume()
    return refuse(reply, 413, QUOTA_USED)
  }
  const checker = new CheckedUpload(
    max,
    max < wanted ? QUOTA_USED : `The file is larger than ${app.config.FILE_MAX_BYTES} bytes`,
  )
  // The store's pipeline reports the checker's error; this listener keeps a late emission from being uncaught.
  checker.on('error', () => {})
  const upload = tracker.track(key, checker)
  try {
    return await storeUpload(app, storage, reply, { key, part, checker, meetingId, who })
  } finally {
    upload.done()
  }
}

async function storeUpload(
  app: FastifyInstance,
  storage: FileStorage,
  reply: FastifyReply,
  { key, part, checker, meetingId, who }: StoreArgs,
) {
  let size: number
  try {
    size = await storage.put(key, checker.from(part.file))
    if (part.file.truncated) throw new UploadRejected(413, `The file is larger than ${app.config.FILE_MAX_BYTES} bytes`)
  } catch (err) {
    part.file.resume()
    await storage.remove(key).catch(() => {})
    await releaseUpload(app.db, key).catch(() => {})
    const status =
      err instanceof UploadRejected ? err.status : (err as { statusCode?: number }).statusCode === 413 ? 413 : null
    if (status) return refuse(reply, status, (err as Error).message)
    throw err
  }
  try {
    const sniffed = checker.sniffed!
    const done = await completeUpload(app.db, key, {
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
    // The sweep took the reservation for a dead upload's (this instance could not touch it): the bytes went with it.
    if (!done) throw new ServiceUnavailableError('The upload took too long to be recorded; send it again')
    return reply.code(201).send(toFile((await findFile(app.db, done.id, null))!))
  } catch (err) {
    await storage.remove(key).catch(() => {})
    await releaseUpload(app.db, key).catch(() => {})
    throw err
  }
}
