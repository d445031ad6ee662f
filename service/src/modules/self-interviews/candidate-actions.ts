import type { FastifyInstance } from 'fastify'
import type { SelfInterviewRow } from '../../db/tables/self-interviews.js'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js'
import { addEvent, lockInterview, OPEN_STATES, setConsent, transition } from './interview-repository.js'
import { findAnswer, insertAnswer, listAnswers, saveAnswerText, startAnswering } from './answer-repository.js'
import { currentQuestion, GRACE_SECONDS, isDone } from './candidate-view.js'
import { publicView, resolveLink } from './candidate-link.js'
import { DeadlinePassedError } from './errors.js'
import { withExtraTime } from './accommodation.js'

type App = Pick<FastifyInstance, 'db'>

export const questionOf = (row: SelfInterviewRow, questionId: string) => {
  const q = row.questions.find((x) => x.id === questionId)
  if (!q) throw new NotFoundError('No such question in this interview')
  if (q.practice) throw new BadRequestError('The practice question is not recorded')
  return q
}

/** The interview takes answers: open (not completed, revoked or expired) and consented to. */
export const assertTakingAnswers = (row: SelfInterviewRow) => {
  if (row.state === 'completed') throw new ConflictError('This interview is already completed')
  if (!OPEN_STATES.includes(row.state)) throw new ConflictError('This interview is closed')
  if (row.state === 'created') throw new ConflictError('Give your consent on the welcome page first')
}

/** Welcome + consent: created → opened. Repeating it changes nothing. */
export async function openInterview(app: App, uid: string) {
  const found = await resolveLink(app, uid)
  await app.db.transaction().execute(async (trx) => {
    const row = await lockInterview(trx, found.id)
    if (row.state === 'completed') throw new ConflictError('This interview is already completed')
    if (!OPEN_STATES.includes(row.state)) throw new ConflictError('This interview is closed')
    if (row.state !== 'created') return
    await setConsent(trx, row.id, new Date())
    await transition(trx, row, 'opened', { consent: true })
  })
  return publicView(app, found.id)
}

/** First opening of a question stores its deadlines (the server is the clock); opening again returns them. */
export async function openQuestion(app: App, uid: string, questionId: string) {
  const found = await resolveLink(app, uid)
  await app.db.transaction().execute(async (trx) => {
    const row = await lockInterview(trx, found.id)
    assertTakingAnswers(row)
    const q = questionOf(row, questionId)
    const answers = await listAnswers(trx, row.id)
    if (answers.some((a) => a.question_id === q.id)) return
    const now = new Date()
    if (row.mode === 'steps' && currentQuestion(row, answers, now)?.id !== q.id)
      throw new ConflictError('Answer the questions in order')
    // The extra time granted to this candidate goes into the deadlines stored here; later grants move no clock.
    const think = new Date(now.getTime() + withExtraTime(row, q.thinkSeconds) * 1000)
    await insertAnswer(
      trx,
      {
        org_id: row.org_id,
        interview_id: row.id,
        question_id: q.id,
        position: row.questions.indexOf(q),
        opened_at: now,
        think_deadline: think,
        answer_deadline: new Date(think.getTime() + withExtraTime(row, q.answerSeconds) * 1000),
      },
      now,
    )
    if (row.state === 'opened') await transition(trx, row, 'in_progress', { questionId: q.id })
  })
  return publicView(app, found.id)
}

/**
 * "Answer now" during the thinking time: thinking ends here and the answer gets the time that was announced,
 * counted from now (not the thinking time left on top of it). After the thinking time it changes nothing.
 */
export async function startAnswer(app: App, uid: string, questionId: string) {
  const found = await resolveLink(app, uid)
  await app.db.transaction().execute(async (trx) => {
    const row = await lockInterview(trx, found.id)
    assertTakingAnswers(row)
    const q = questionOf(row, questionId)
    const a = await findAnswer(trx, row.id, q.id)
    if (!a?.think_deadline || !a.answer_deadline) throw new ConflictError('Open the question first')
    if (a.submitted_at) throw new ConflictError('This answer was already submitted')
    const now = new Date()
    if (now.getTime() >= a.think_deadline.getTime()) return
    await startAnswering(trx, a.id, now, new Date(now.getTime() + withExtraTime(row, q.answerSeconds) * 1000))
  })
  return publicView(app, found.id)
}

/** Autosave (submit false) or submit. Past the deadline plus grace: 409, the draft saved in time stands. */
export async function saveAnswer(app: App, uid: string, questionId: string, text: string, submit: boolean) {
  const found = await resolveLink(app, uid)
  await app.db.transaction().execute(async (trx) => {
    const row = await lockInterview(trx, found.id)
    assertTakingAnswers(row)
    const q = questionOf(row, questionId)
    const now = new Date()
    const existing = await findAnswer(trx, row.id, q.id)
    if (existing?.submitted_at) throw new ConflictError('This answer was already submitted')
    if (existing && isDone(existing, now))
      throw new DeadlinePassedError(
        `The time for this question ran out (${GRACE_SECONDS} s grace included); your last saved draft was kept`,
      )
    if (!existing) {
      if (row.mode === 'steps') throw new ConflictError('Open the question first')
      const position = row.questions.indexOf(q)
      const values = { org_id: row.org_id, interview_id: row.id, question_id: q.id, position }
      const noClock = { opened_at: now, think_deadline: null, answer_deadline: null }
      await insertAnswer(trx, { ...values, ...noClock, text, submitted_at: submit ? now : null }, now)
      if (row.state === 'opened') await transition(trx, row, 'in_progress', { questionId: q.id })
    } else {
      await saveAnswerText(trx, existing.id, text, now, submit)
    }
    if (submit) await addEvent(trx, row, 'answered', { questionId: q.id })
  })
  return publicView(app, found.id)
}
