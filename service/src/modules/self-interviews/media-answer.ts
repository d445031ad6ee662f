import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { FileStorage } from '../../lib/files/storage.js'
import { addEvent, findInterview, lockInterview, OPEN_STATES } from './interview-repository.js'
import { findAnswer, noteUploadKey, submitRecording, uploadKeysOf } from './answer-repository.js'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js'
import { isDone } from './candidate-view.js'
import { publicView, resolveLink } from './candidate-link.js'
import { DeadlinePassedError } from './errors.js'
import { mediaType } from './media-type.js'
import { storeUpload, TooLargeError } from './store-upload.js'
import { transcribeLater, transcribesHere } from './transcription-queue.js'
import { transcriptionWork } from './transcription-work.js'
import { tryReserveWork } from '../billing/index.js'

type App = Pick<FastifyInstance, 'db' | 'config' | 'jobs'>

/** The question may take a recording now: a media question, opened, neither submitted nor out of time. */
async function assertCanUpload(app: App, interviewId: string, questionId: string) {
  const row = await findInterview(app.db, interviewId, null)
  if (!row) throw new NotFoundError('This interview link is not valid')
  if (!OPEN_STATES.includes(row.state) || row.state === 'created')
    throw new ConflictError('This interview does not take answers now')
  const q = row.questions.find((x) => x.id === questionId)
  if (!q || q.practice) throw new NotFoundError('No such question in this interview')
  if (q.mode === 'text') throw new BadRequestError('This question takes a text answer')
  const a = await findAnswer(app.db, row.id, q.id)
  if (!a) throw new ConflictError('Open the question first')
  if (a.submitted_at) throw new ConflictError('This answer was already submitted')
  if (isDone(a, new Date())) throw new DeadlinePassedError('The time for this question ran out')
  return { row, answer: a }
}

/**
 * A recorded answer (the take the candidate chose): checked before a byte is read (state, deadline,
 * declared size), streamed into the file storage (shared by every instance) with the type and size limits, then submitted in one transaction
 * with its transcription job. The deadline counts from when the upload started.
 */
export async function uploadMediaAnswer(
  app: App,
  storage: FileStorage,
  uid: string,
  questionId: string,
  body: Readable,
  declaredBytes: number | undefined,
  declaredType = '',
) {
  const found = await resolveLink(app, uid)
  const max = app.config.SELF_INTERVIEW_MAX_ANSWER_BYTES
  if (declaredBytes !== undefined && declaredBytes > max) {
    body.resume()
    throw new TooLargeError(`The answer is larger than ${max} bytes`)
  }
  const { answer } = await assertCanUpload(app, found.id, questionId)
  const key = `${answer.org_id}/${randomUUID()}`
  // Noted before a byte is stored: if this process dies mid-stream, the attempt that submits removes the leftover.
  await noteUploadKey(app.db, answer.id, key)
  const stored = await storeUpload(body, storage, key, max)
  let leftovers: string[] = []
  try {
    await app.db.transaction().execute(async (trx) => {
      await lockInterview(trx, found.id)
      const a = await findAnswer(trx, found.id, questionId)
      if (!a || a.submitted_at) throw new ConflictError('This answer was already submitted')
      leftovers = (await uploadKeysOf(trx, a.id)).filter((k) => k !== key)
      const now = new Date()
      // With a transcription service the job starts with the answer, its price reserved with the upload; past the
      // budget's hard cap the answer waits for a typed transcript instead (the candidate is not the payer: no 402
      // reaches them). Without a service the answer waits for a typed transcript.
      const transcribes = transcribesHere(app)
      const refused =
        transcribes && !!(await tryReserveWork(trx, transcriptionWork(a, now, app.config.TRANSCRIBE_MODEL)))
      const media = { key, type: mediaType(stored.kind, declaredType), bytes: stored.bytes }
      await submitRecording(trx, a.id, media, !transcribes ? 'none' : refused ? 'failed' : 'pending', now)
      await addEvent(trx, { org_id: a.org_id, id: a.interview_id }, 'answered', {
        questionId,
        media: stored.kind,
        bytes: stored.bytes,
      })
      if (transcribes && !refused) await transcribeLater(app, trx, a.id)
    })
  } catch (error) {
    await storage.remove(key).catch(() => {})
    throw error
  }
  // Uploads cut off by a crashed process left objects (or partial files); the answer is in, so they can go.
  await Promise.all(leftovers.map((k) => storage.remove(k).catch(() => {})))
  return publicView(app, found.id)
}
