import type { FastifyInstance } from 'fastify'
import type { SelfInterviewRow } from '../../db/tables/self-interviews.js'
import { hashToken } from '../../lib/secret-tokens.js'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js'
import { findByUidHash, listAnswers, lockInterview, OPEN_STATES, transition } from './interview-repository.js'
import type { Handle } from '../../db/handle.js'
import type { AnalysisQueue } from '../analysis/index.js'
import { analyseWhenReady } from './analyse-when-ready.js'
import { recordSelfInterviewUsage } from '../billing/index.js'
import { candidateView, currentQuestion, GRACE_SECONDS, isDone } from './candidate-view.js'
import { DeadlinePassedError, LinkExpiredError, LinkRevokedError } from './errors.js'

type App = Pick<FastifyInstance, 'db'>

/**
 * The interview behind a link, or the error its state calls for. An unknown link and a replaced one (after
 * resend) are the same 404; revoked and expired answer 410. An open interview past its expiry becomes
 * expired here, so the state is right even before the scheduled job passes.
 */
export async function resolveLink(app: App, uid: string): Promise<SelfInterviewRow> {
  const row = await findByUidHash(app.db, hashToken(uid))
  if (!row) throw new NotFoundError('This interview link is not valid')
  if (row.state === 'revoked') throw new LinkRevokedError('This interview link was withdrawn by the organization')
  if (row.state === 'expired') throw new LinkExpiredError('This interview link has expired')
  if (OPEN_STATES.includes(row.state) && row.expires_at.getTime() <= Date.now()) {
    await expireIfDue(app.db, row.id)
    throw new LinkExpiredError('This interview link has expired')
  }
  return row
}

export async function expireIfDue(db: FastifyInstance['db'], id: string) {
  await db.transaction().execute(async (trx) => {
    const locked = await lockInterview(trx, id)
    if (OPEN_STATES.includes(locked.state) && locked.expires_at.getTime() <= Date.now())
      await transition(trx, locked, 'expired')
  })
}

export async function publicView(app: App, id: string) {
  const row = await app.db
    .selectFrom('self_interviews as i')
    .innerJoin('organizations as o', 'o.id', 'i.org_id')
    .selectAll('i')
    .select('o.name as org')
    .where('i.id', '=', id)
    .executeTakeFirstOrThrow()
  return candidateView(row, await listAnswers(app.db, id), row.org)
}

const questionOf = (row: SelfInterviewRow, questionId: string) => {
  const q = row.questions.find((x) => x.id === questionId)
  if (!q) throw new NotFoundError('No such question in this interview')
  if (q.practice) throw new BadRequestError('The practice question is not recorded')
  return q
}

const assertActive = (row: SelfInterviewRow) => {
  if (row.state === 'completed') throw new ConflictError('This interview is already completed')
  if (!OPEN_STATES.includes(row.state)) throw new ConflictError('This interview is closed')
}

/** Welcome + consent: created → opened. Repeating it changes nothing. */
export async function openInterview(app: App, uid: string) {
  const found = await resolveLink(app, uid)
  await app.db.transaction().execute(async (trx) => {
    const row = await lockInterview(trx, found.id)
    assertActive(row)
    if (row.state !== 'created') return
    await trx.updateTable('self_interviews').set({ consent_at: new Date() }).where('id', '=', row.id).execute()
    await transition(trx, row, 'opened', { consent: true })
  })
  return publicView(app, found.id)
}

/** First opening of a question stores its deadlines (the server is the clock); opening again returns them. */
export async function openQuestion(app: App, uid: string, questionId: string) {
  const found = await resolveLink(app, uid)
  await app.db.transaction().execute(async (trx) => {
    const row = await lockInterview(trx, found.id)
    assertActive(row)
    if (row.state === 'created') throw new ConflictError('Give your consent on the welcome page first')
    const q = questionOf(row, questionId)
    const answers = await listAnswers(trx, row.id)
    if (answers.some((a) => a.question_id === q.id)) return
    const now = new Date()
    if (row.mode === 'steps' && currentQuestion(row, answers, now)?.id !== q.id)
      throw new ConflictError('Answer the questions in order')
    const think = new Date(now.getTime() + q.thinkSeconds * 1000)
    await trx
      .insertInto('self_interview_answers')
      .values({
        org_id: row.org_id,
        interview_id: row.id,
        question_id: q.id,
        position: row.questions.indexOf(q),
        opened_at: now,
        think_deadline: think,
        answer_deadline: new Date(think.getTime() + q.answerSeconds * 1000),
        submitted_at: null,
        transcript: null,
        updated_at: now,
      })
      .execute()
    if (row.state === 'opened') await transition(trx, row, 'in_progress', { questionId: q.id })
  })
  return publicView(app, found.id)
}

/** Autosave (submit false) or submit. Past the deadline plus grace: 409, the draft saved in time stands. */
export async function saveAnswer(app: App, uid: string, questionId: string, text: string, submit: boolean) {
  const found = await resolveLink(app, uid)
  await app.db.transaction().execute(async (trx) => {
    const row = await lockInterview(trx, found.id)
    assertActive(row)
    if (row.state === 'created') throw new ConflictError('Give your consent on the welcome page first')
    const q = questionOf(row, questionId)
    const now = new Date()
    const existing = (await listAnswers(trx, row.id)).find((a) => a.question_id === q.id)
    if (existing?.submitted_at) throw new ConflictError('This answer was already submitted')
    if (existing && isDone(existing, now))
      throw new DeadlinePassedError(
        `The time for this question ran out (${GRACE_SECONDS} s grace included); your last saved draft was kept`,
      )
    if (!existing) {
      if (row.mode === 'steps') throw new ConflictError('Open the question first')
      await trx
        .insertInto('self_interview_answers')
        .values({
          org_id: row.org_id,
          interview_id: row.id,
          question_id: q.id,
          position: row.questions.indexOf(q),
          opened_at: now,
          think_deadline: null,
          answer_deadline: null,
          text,
          submitted_at: submit ? now : null,
          transcript: null,
          updated_at: now,
        })
        .execute()
      if (row.state === 'opened') await transition(trx, row, 'in_progress', { questionId: q.id })
    } else {
      await trx
        .updateTable('self_interview_answers')
        .set({ text, updated_at: now, ...(submit ? { submitted_at: now } : {}) })
        .where('id', '=', existing.id)
        .execute()
    }
    if (submit)
      await trx
        .insertInto('self_interview_events')
        .values({
          org_id: row.org_id,
          interview_id: row.id,
          kind: 'answered',
          meta: JSON.stringify({ questionId: q.id }),
        })
        .execute()
  })
  return publicView(app, found.id)
}

/**
 * Completion: every real question answered (or its time run out) in step mode, at least one answer in the
 * one-page mode. Drafts become submitted, the state completed, and the analysis is enqueued — all in one
 * transaction, so a second "complete" finds the interview completed and enqueues nothing.
 */
export async function completeInterview(app: App, queue: () => AnalysisQueue, uid: string) {
  const found = await resolveLink(app, uid)
  await app.db.transaction().execute(async (trx: Handle) => {
    const row = await lockInterview(trx, found.id)
    assertActive(row)
    if (row.state === 'created') throw new ConflictError('Give your consent on the welcome page first')
    const now = new Date()
    const answers = await listAnswers(trx, row.id)
    if (row.mode === 'steps') {
      const left = row.questions.filter((q) => !q.practice && !answers.some((a) => a.question_id === q.id)).length
      if (left) throw new ConflictError(`${left} question(s) are not answered yet`)
    } else if (!answers.some((a) => a.text.trim())) {
      throw new ConflictError('Answer at least one question before submitting')
    }
    const q = queue()
    await trx
      .updateTable('self_interview_answers')
      .set({ submitted_at: now })
      .where('interview_id', '=', row.id)
      .where('submitted_at', 'is', null)
      .execute()
    await transition(trx, row, 'completed')
    await recordSelfInterviewUsage(trx, row, answers, now)
    await analyseWhenReady(trx, q, row.id)
  })
  return publicView(app, found.id)
}
