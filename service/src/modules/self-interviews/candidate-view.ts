import type { SelfInterviewAnswerRow, SelfInterviewRow } from '../../db/tables/self-interviews.js'
import { estimatedMinutes } from './question-set.js'
import { withExtraTime } from './accommodation.js'

/** Seconds after a deadline in which an answer still counts (network, clock drift). */
export const GRACE_SECONDS = 5

/** An answer is done when submitted, or when its time (plus grace) ran out: its last autosaved draft stands. */
export const isDone = (a: SelfInterviewAnswerRow | undefined, now: Date) =>
  Boolean(
    a && (a.submitted_at || (a.answer_deadline && now.getTime() > a.answer_deadline.getTime() + GRACE_SECONDS * 1000)),
  )

/** The first real question not yet done: where the candidate continues. */
export function currentQuestion(row: SelfInterviewRow, answers: SelfInterviewAnswerRow[], now: Date) {
  const byQ = new Map(answers.map((a) => [a.question_id, a]))
  return row.questions.find((q) => !q.practice && !isDone(byQ.get(q.id), now)) ?? null
}

/**
 * What the candidate sees. In step mode a question's text stays hidden until it is opened (the think
 * time starts then), except the practice question, which is never recorded.
 */
export function candidateView(
  row: SelfInterviewRow,
  answers: SelfInterviewAnswerRow[],
  organization: string,
  now = new Date(),
) {
  const byQ = new Map(answers.map((a) => [a.question_id, a]))
  const current = currentQuestion(row, answers, now)
  return {
    organization,
    candidateName: row.candidate_name,
    language: row.language,
    mode: row.mode,
    state: row.state,
    consented: Boolean(row.consent_at),
    expiresAt: row.expires_at.toISOString(),
    serverTime: now.toISOString(),
    graceSeconds: GRACE_SECONDS,
    // With the extra time granted: the candidate sets aside the time they will really have.
    estimatedMinutes: estimatedMinutes(
      row.questions
        .filter((q) => !q.practice)
        .map((q) => ({
          ...q,
          thinkSeconds: withExtraTime(row, q.thinkSeconds),
          answerSeconds: withExtraTime(row, q.answerSeconds),
        })),
    ),
    currentQuestionId: row.state === 'completed' ? null : (current?.id ?? null),
    questions: row.questions.map((q, position) => {
      const a = byQ.get(q.id)
      const visible = q.practice || row.mode === 'one-page' || Boolean(a?.opened_at)
      return {
        id: q.id,
        position,
        text: visible ? q.text : null,
        mode: q.mode,
        // The times the candidate is told include the extra time granted to them.
        thinkSeconds: withExtraTime(row, q.thinkSeconds),
        answerSeconds: withExtraTime(row, q.answerSeconds),
        retakes: q.retakes,
        practice: q.practice,
        status: isDone(a, now) ? ('answered' as const) : a?.opened_at ? ('open' as const) : ('pending' as const),
        thinkDeadline: a?.think_deadline?.toISOString() ?? null,
        answerDeadline: a?.answer_deadline?.toISOString() ?? null,
        answer: a?.text ?? '',
      }
    }),
  }
}
