import type { Db } from '../../db/create-db.js'
import { BadRequestError, ConflictError } from '../../lib/errors.js'
import { listAnswers } from './answer-repository.js'
import type { InterviewWithCounts } from './interview-repository.js'
import { reviewCriteriaOf } from './question-set.js'
import {
  engineReport,
  listReviews,
  listScores,
  lockOwnReview,
  replaceScores,
  touchReview,
  type Reviewer,
  type ScoreInput,
} from './review-repository.js'
import { combine, meanOf } from './review-scorecard.js'

/** The questions a reviewer rates (never the practice one), numbered as the candidate saw them. */
function rubricOf(row: InterviewWithCounts) {
  return row.questions
    .filter((q) => !q.practice)
    .map((q, i) => ({ questionId: q.id, number: i + 1, question: q.text, criteria: reviewCriteriaOf(q) }))
}

const toScore = (s: { question_id: string; criterion_id: string; rating: number; comment: string }) => ({
  questionId: s.question_id,
  criterionId: s.criterion_id,
  rating: s.rating,
  comment: s.comment,
})

/**
 * What one reviewer sees. Until the caller has submitted their own review, nothing of anyone else's ratings or
 * comments leaves the service (only who has submitted): seeing them first would anchor the caller's own scores.
 */
export async function reviewBoard(db: Db, row: InterviewWithCounts, who: Reviewer) {
  const rubric = rubricOf(row)
  const answered = new Set(
    (await listAnswers(db, row.id))
      .filter((a) => a.submitted_at || a.text.trim() || a.transcript)
      .map((a) => a.question_id),
  )
  const reviews = await listReviews(db, row.id)
  const mine = reviews.find((r) => r.reviewer_key === who.id)
  const submitted = reviews.filter((r) => r.status === 'submitted')
  const open = mine?.status === 'submitted'
  const scores = await listScores(db, open ? submitted.map((r) => r.id) : mine ? [mine.id] : [])
  const scoresOf = (reviewId: string) => scores.filter((s) => s.review_id === reviewId).map(toScore)
  const engine = open ? await engineReport(db, row.org_id, row.id) : undefined
  return {
    canReview: row.state === 'completed',
    questions: rubric.map((q) => ({ ...q, answered: answered.has(q.questionId) })),
    mine: {
      status: mine?.status ?? ('none' as const),
      submittedAt: mine?.submitted_at?.toISOString() ?? null,
      updatedAt: mine?.updated_at.toISOString() ?? null,
      scores: mine ? scoresOf(mine.id) : [],
    },
    submitted: submitted.map((r) => ({
      reviewerId: r.reviewer_key,
      name: r.full_name,
      submittedAt: r.submitted_at!.toISOString(),
      mine: r.reviewer_key === who.id,
    })),
    scorecard: open
      ? {
          ...combine(
            rubric.flatMap((q) => q.criteria.map((c) => ({ questionId: q.questionId, criterionId: c.id }))),
            submitted.flatMap((r) => scoresOf(r.id)),
          ),
          reviewers: submitted.map((r) => ({
            reviewerId: r.reviewer_key,
            name: r.full_name,
            mine: r.reviewer_key === who.id,
            mean: meanOf(scoresOf(r.id)),
            scores: scoresOf(r.id),
          })),
          engine: engine ? engineOf(engine) : null,
        }
      : null,
  }
}

/** The engine's recruiter scorecard as the review screen puts it beside the reviewers' (scores out of 100). */
function engineOf(report: { id: string; title: string; content: Record<string, unknown> }) {
  const c = report.content as { overallScore?: unknown; scorecard?: unknown }
  const criteria = Array.isArray(c.scorecard) ? (c.scorecard as Record<string, unknown>[]) : []
  return {
    reportId: report.id,
    title: report.title,
    overallScore: typeof c.overallScore === 'number' ? c.overallScore : null,
    criteria: criteria.map((x) => ({
      id: String(x.id ?? ''),
      title: String(x.title ?? ''),
      score: typeof x.score === 'number' ? x.score : 0,
      assessed: x.assessed !== false,
    })),
  }
}

/** Every score names a criterion of a reviewed question, once: otherwise the whole save is refused. */
function checkScores(row: InterviewWithCounts, scores: ScoreInput[]) {
  const criteria = new Map(rubricOf(row).map((q) => [q.questionId, new Set(q.criteria.map((c) => c.id))]))
  const seen = new Set<string>()
  for (const s of scores) {
    const known = criteria.get(s.questionId)
    if (!known) throw new BadRequestError(`scores: no question ${s.questionId} to review`)
    if (!known.has(s.criterionId))
      throw new BadRequestError(`scores: question ${s.questionId} has no criterion ${s.criterionId}`)
    const key = `${s.questionId}\u0000${s.criterionId}`
    if (seen.has(key)) throw new BadRequestError(`scores: ${s.questionId}/${s.criterionId} is rated twice`)
    seen.add(key)
  }
}

/** A draft's scores replace the last ones; `submit` makes them final (every answered question fully rated). */
export async function saveReview(
  db: Db,
  row: InterviewWithCounts,
  who: Reviewer,
  scores: ScoreInput[],
  submit: boolean,
) {
  if (row.state !== 'completed') throw new ConflictError('Only a completed interview can be reviewed')
  checkScores(row, scores)
  if (submit) {
    const board = await reviewBoard(db, row, who)
    const rated = new Set(scores.map((s) => `${s.questionId}\u0000${s.criterionId}`))
    const missing = board.questions
      .filter((q) => q.answered)
      .flatMap((q) => q.criteria.filter((c) => !rated.has(`${q.questionId}\u0000${c.id}`)))
    if (missing.length)
      throw new BadRequestError(`Rate every criterion of every answer before submitting (${missing.length} left)`)
  }
  await db.transaction().execute(async (trx) => {
    const review = await lockOwnReview(trx, row.org_id, row.id, who)
    if (review.status === 'submitted')
      throw new ConflictError('Your review is submitted: it is final and can no longer be changed')
    await replaceScores(trx, review.id, scores)
    await touchReview(trx, review.id, submit)
  })
}
