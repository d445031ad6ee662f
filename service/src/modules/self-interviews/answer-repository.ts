import { sql } from 'kysely'
import '../../db/tables/self-interviews.js'
import type { SelfInterviewAnswerRow } from '../../db/tables/self-interviews.js'
import type { Handle } from '../../db/handle.js'

/** The candidate's answers to one interview, in question order. */
export const listAnswers = (db: Handle, interviewId: string) =>
  db
    .selectFrom('self_interview_answers')
    .selectAll()
    .where('interview_id', '=', interviewId)
    .orderBy('position')
    .execute()

export const findAnswer = (db: Handle, interviewId: string, questionId: string) =>
  db
    .selectFrom('self_interview_answers')
    .selectAll()
    .where('interview_id', '=', interviewId)
    .where('question_id', '=', questionId)
    .executeTakeFirst()

export const findAnswerById = (db: Handle, answerId: string) =>
  db.selectFrom('self_interview_answers').selectAll().where('id', '=', answerId).executeTakeFirst()

type NewAnswer = Pick<
  SelfInterviewAnswerRow,
  'org_id' | 'interview_id' | 'question_id' | 'position' | 'opened_at' | 'think_deadline' | 'answer_deadline'
> & { text?: string; submitted_at?: Date | null }

/** A first answer row: a question opened (with its deadlines) or, in the one-page mode, a first draft. */
export async function insertAnswer(trx: Handle, a: NewAnswer, now: Date) {
  await trx
    .insertInto('self_interview_answers')
    .values({ ...a, submitted_at: a.submitted_at ?? null, transcript: null, updated_at: now })
    .execute()
}

export async function saveAnswerText(trx: Handle, answerId: string, text: string, now: Date, submit: boolean) {
  await trx
    .updateTable('self_interview_answers')
    .set({ text, updated_at: now, ...(submit ? { submitted_at: now } : {}) })
    .where('id', '=', answerId)
    .execute()
}

/** "Answer now": the thinking time ends at once and the answer gets exactly its announced length from here. */
export async function startAnswering(trx: Handle, answerId: string, now: Date, answerDeadline: Date) {
  await trx
    .updateTable('self_interview_answers')
    .set({ think_deadline: now, answer_deadline: answerDeadline, updated_at: now })
    .where('id', '=', answerId)
    .execute()
}

/** On completion, drafts count as given. */
export async function submitDrafts(trx: Handle, interviewId: string, now: Date) {
  await trx
    .updateTable('self_interview_answers')
    .set({ submitted_at: now })
    .where('interview_id', '=', interviewId)
    .where('submitted_at', 'is', null)
    .execute()
}

export async function hasAnyAnswer(trx: Handle, interviewId: string) {
  const row = await trx
    .selectFrom('self_interview_answers')
    .select('id')
    .where('interview_id', '=', interviewId)
    .limit(1)
    .executeTakeFirst()
  return Boolean(row)
}

/** Noted before a byte is stored: if the process dies mid-stream, the attempt that submits removes the leftover. */
export async function noteUploadKey(db: Handle, answerId: string, key: string) {
  await db
    .updateTable('self_interview_answers')
    .set({ upload_keys: sql<string[]>`array_append(upload_keys, ${key})` })
    .where('id', '=', answerId)
    .execute()
}

export async function uploadKeysOf(trx: Handle, answerId: string) {
  const row = await trx
    .selectFrom('self_interview_answers')
    .select('upload_keys')
    .where('id', '=', answerId)
    .executeTakeFirstOrThrow()
  return row.upload_keys
}

/** The chosen take becomes the answer; `transcription` says whether a service will write its transcript. */
export async function submitRecording(
  trx: Handle,
  answerId: string,
  media: { key: string; type: string; bytes: number },
  transcription: 'pending' | 'none' | 'failed',
  now: Date,
) {
  await trx
    .updateTable('self_interview_answers')
    .set({
      media_path: media.key,
      media_type: media.type,
      media_bytes: media.bytes,
      submitted_at: now,
      updated_at: now,
      transcription,
      upload_keys: [],
    })
    .where('id', '=', answerId)
    .execute()
}

/** Recorded answers still waiting for a transcript that no job will write (no service was configured). */
export const untranscribedRecordings = (db: Handle, interviewId: string) =>
  db
    .selectFrom('self_interview_answers')
    .select('id')
    .where('interview_id', '=', interviewId)
    .where('media_path', 'is not', null)
    .where('transcription', '=', 'none')
    .execute()

/** Marks recorded answers as waiting for the transcription service (their jobs are enqueued alongside). */
export async function markTranscriptionPending(trx: Handle, answerIds: string[]) {
  if (!answerIds.length) return
  await trx
    .updateTable('self_interview_answers')
    .set({ transcription: 'pending', updated_at: new Date() })
    .where('id', 'in', answerIds)
    .execute()
}

export async function setTypedTranscript(trx: Handle, answerId: string, text: string) {
  await trx
    .updateTable('self_interview_answers')
    .set({ transcript: text, transcript_source: 'manager', transcription: 'done', updated_at: new Date() })
    .where('id', '=', answerId)
    .execute()
}

/** Writes a transcription's outcome only while the answer still waits for it: a retried job never writes twice. */
export async function settleTranscription(
  trx: Handle,
  answerId: string,
  values: { transcription: 'done' | 'failed'; transcript?: string; transcript_source?: 'service' },
) {
  const updated = await trx
    .updateTable('self_interview_answers')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', answerId)
    .where('transcription', '=', 'pending')
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) > 0
}

/** What the transcription job needs of an answer: its recording and the interview's language. */
export const answerForTranscription = (db: Handle, answerId: string) =>
  db
    .selectFrom('self_interview_answers as a')
    .innerJoin('self_interviews as i', 'i.id', 'a.interview_id')
    .select([
      'a.id',
      'a.org_id',
      'a.interview_id',
      'a.media_path',
      'a.media_type',
      'a.transcription',
      'a.opened_at',
      'a.submitted_at',
      'i.language',
    ])
    .where('a.id', '=', answerId)
    .executeTakeFirst()

/** Every stored object of an interview's answers: recordings and unfinished upload attempts. */
export async function recordingKeysOf(trx: Handle, interviewId: string) {
  const rows = await trx
    .selectFrom('self_interview_answers')
    .select(['media_path', 'upload_keys'])
    .where('interview_id', '=', interviewId)
    .execute()
  return rows.flatMap((m) => [...(m.media_path ? [m.media_path] : []), ...m.upload_keys])
}
