import type { Db } from '../../db/create-db.js'
import { reportScores } from '../profiles/index.js'
import { comparisonFacts } from './compare-repository.js'
import type { InterviewWithCounts } from './interview-repository.js'
import { listReviews, listScores } from './review-repository.js'
import { meanOf } from './review-scorecard.js'

/** Per interview: the submitted reviews' figures, shown only where the caller has submitted theirs. */
async function reviewFigures(db: Db, row: InterviewWithCounts, callerId: string) {
  const submitted = (await listReviews(db, row.id)).filter((r) => r.status === 'submitted')
  const visible = submitted.some((r) => r.reviewer_id === callerId)
  const scores = visible
    ? await listScores(
        db,
        submitted.map((r) => r.id),
      )
    : []
  const byQuestion = new Map<string, { mean: number | null; count: number }>()
  for (const q of new Set(scores.map((s) => s.question_id))) {
    const of = scores.filter((s) => s.question_id === q)
    byQuestion.set(q, { mean: meanOf(of), count: new Set(of.map((s) => s.review_id)).size })
  }
  return { submitted: submitted.length, visible, mean: visible ? meanOf(scores) : null, byQuestion }
}

/** Scores in a stable order: the overall figure first, then by name. */
const ordered = (scores: Record<string, number>) =>
  Object.entries(scores)
    .sort(([a], [b]) => (a === 'overall' ? -1 : b === 'overall' ? 1 : a.localeCompare(b)))
    .map(([name, value]) => ({ name, value }))

/**
 * Candidates of one question set side by side, question by question: their answers (typed, or a recording's
 * transcript) and the headline scores of their ready reports. Questions follow the first candidate's version of the
 * set; one another version added is appended, and a candidate whose version lacks a question shows "not asked".
 */
export async function compareInterviews(db: Db, rows: InterviewWithCounts[], callerId: string) {
  const facts = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => comparisonFacts(trx, rows))
  const answerOf = new Map(facts.answers.map((a) => [`${a.interview_id}:${a.question_id}`, a]))
  const completedAt = new Map(facts.completed.map((c) => [c.interview_id, c.at]))
  const reviews = new Map<string, Awaited<ReturnType<typeof reviewFigures>>>()
  for (const row of rows) reviews.set(row.id, await reviewFigures(db, row, callerId))

  const questions: { id: string; text: string; mode: 'text' | 'audio' | 'video' }[] = []
  for (const row of rows)
    for (const q of row.questions)
      if (!q.practice && !questions.some((x) => x.id === q.id)) questions.push({ id: q.id, text: q.text, mode: q.mode })

  return {
    questionSet: { id: rows[0]!.template_id, name: rows[0]!.question_set_name },
    candidates: rows.map((row) => {
      const at = completedAt.get(row.id)
      return {
        id: row.id,
        candidateName: row.candidate_name,
        language: row.language,
        state: row.state,
        questionSetVersion: row.question_set_version,
        answeredCount: row.answered_count,
        completedAt: at ? new Date(at).toISOString() : null,
        reports: facts.reports
          .filter((r) => r.source_id === row.id && r.org_id === row.org_id)
          .map((r) => ({
            id: r.id,
            kind: r.kind as never,
            title: r.title,
            scores: ordered(reportScores(r.kind, r.content, row.candidate_name)),
          })),
        reviews: (({ submitted, visible, mean }) => ({ submitted, visible, mean }))(reviews.get(row.id)!),
      }
    }),
    questions: questions.map((q, i) => ({
      ...q,
      number: i + 1,
      answers: rows.map((row) => {
        const asked = row.questions.some((x) => x.id === q.id)
        const a = answerOf.get(`${row.id}:${q.id}`)
        const answered = Boolean(a?.submitted_at)
        return {
          interviewId: row.id,
          status: !asked ? ('not-asked' as const) : answered ? ('answered' as const) : ('unanswered' as const),
          text: answered ? (a!.text ?? null) : null,
          transcript: answered ? (a!.transcript ?? null) : null,
          recorded: answered && Boolean(a!.media_path),
          submittedAt: a?.submitted_at ? a.submitted_at.toISOString() : null,
          reviewMean: reviews.get(row.id)!.byQuestion.get(q.id)?.mean ?? null,
          reviewCount: reviews.get(row.id)!.byQuestion.get(q.id)?.count ?? 0,
        }
      }),
    })),
  }
}
