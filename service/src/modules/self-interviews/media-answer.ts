import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { FileStorage } from '../../lib/files/storage.js'
import { listAnswers, lockInterview, OPEN_STATES } from './interview-repository.js'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js'
import { isDone } from './candidate-view.js'
import { publicView, resolveLink } from './candidate-actions.js'
import { DeadlinePassedError } from './errors.js'
import { mediaType } from './media-type.js'
import { storeUpload, TooLargeError } from './store-upload.js'
import { transcribeLater, transcribesHere } from './transcription-queue.js'
import { transcriptionWork } from './transcription-work.js'
import { tryReserveWork } from '../billing/index.js'

type App = Pick<FastifyInstance, 'db' | 'config' | 'jobs'>

/** The question may take a recording now: a media question, opened, neither submitted nor out of time. */
async function assertCanUpload(app: App, interviewId: string, questionId: string) {
  const row = await app.db
    .selectFrom('self_interviews')
    .selectAll()
    .where('id', '=', interviewId)
    .executeTakeFirstOrThrow()
  if (!OPEN_STATES.includes(row.state) || row.state === 'created')
    throw new ConflictError('This interview does not take answers now')
  const q = row.questions.find((x) => x.id === questionId)
  if (!q || q.practice) throw new NotFoundError('No such question in this interview')
  if (q.mode === 'text') throw new BadRequestError('This question takes a text answer')
  const a = (await listAnswers(app.db, row.id)).find((x) => x.question_id === q.id)
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
  await app.db
    .updateTable('self_interview_answers')
    .set({ upload_keys: sql<string[]>`array_append(upload_keys, ${key})` })
    .where('id', '=', answer.id)
    .execute()
  const stored = await storeUpload(body, storage, key, max)
  let leftovers: string[] = []
  try {
    await app.db.transaction().execute(async (trx) => {
      await lockInterview(trx, found.id)
      const a = (await listAnswers(trx, found.id)).find((x) => x.question_id === questionId)
      if (!a || a.submitted_at) throw new ConflictError('This answer was already submitted')
      const { upload_keys } = await trx
        .selectFrom('self_interview_answers')
        .select('upload_keys')
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow()
      leftovers = upload_keys.filter((k) => k !== key)
      const now = new Date()
      // The transcription is reserved at its price with the upload; past the budget's hard cap the answer waits
      // for a typed transcript instead (the candidate is not the payer: no 402 reaches them).
      const refused =
        transcribesHere(app) && !!(await tryReserveWork(trx, transcriptionWork(a, now, app.config.TRANSCRIBE_MODEL)))
      await trx
        .updateTable('self_interview_answers')
        .set({
          media_path: key,
          media_type: mediaType(stored.kind, declaredType),
          media_bytes: stored.bytes,
          submitted_at: now,
          updated_at: now,
          transcription: refused ? 'failed' : 'pending',
          upload_keys: [],
        })
        .where('id', '=', a.id)
        .execute()
      await trx
        .insertInto('self_interview_events')
        .values({
          org_id: a.org_id,
          interview_id: a.interview_id,
          kind: 'answered',
          meta: JSON.stringify({ questionId, media: stored.kind, bytes: stored.bytes }),
        })
        .execute()
      if (!refused) await transcribeLater(app, trx, a.id)
    })
  } catch (error) {
    await storage.remove(key).catch(() => {})
    throw error
  }
  // Uploads cut off by a crashed process left objects (or partial files); the answer is in, so they can go.
  await Promise.all(leftovers.map((k) => storage.remove(k).catch(() => {})))
  return publicView(app, found.id)
}
