import type { Db } from '../../db/create-db.js'
import type { Handle } from '../../db/handle.js'
import { listEvents, toSelfInterview, type InterviewWithCounts } from './interview-repository.js'
import { listAnswers } from './answer-repository.js'
import { analysisProgress, reportsOfInterview } from './detail-repository.js'
import { awaitsTranscript } from './transcript-state.js'

/** The manager's page: timeline, answers with their questions (never the practice one), reports and progress. */
export async function interviewDetail(db: Db, row: InterviewWithCounts) {
  // One snapshot: read apart, the reports could be read before the analysis' last commit and the analysis after
  // it, showing "completed" beside a report still running.
  const { events, answers, reports, analysis } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => readSnapshot(trx, row))
  const byId = new Map(row.questions.map((q) => [q.id, q]))
  // "Answer 4" as the candidate saw it: counted among the real questions, the practice one left out.
  const numbers = new Map(row.questions.filter((q) => !q.practice).map((q, i) => [q.id, i + 1]))
  return {
    selfInterview: toSelfInterview(row),
    events: events.map((e) => ({ kind: e.kind, at: e.at.toISOString(), meta: e.meta })),
    answers: answers
      .filter((a) => byId.has(a.question_id))
      .map((a) => ({
        questionId: a.question_id,
        position: a.position,
        number: numbers.get(a.question_id) ?? a.position + 1,
        question: byId.get(a.question_id)!.text,
        mode: byId.get(a.question_id)!.mode,
        text: a.text,
        openedAt: a.opened_at?.toISOString() ?? null,
        submittedAt: a.submitted_at?.toISOString() ?? null,
        transcript: a.transcript,
        media: a.media_path ? { type: a.media_type ?? 'application/octet-stream', bytes: a.media_bytes ?? 0 } : null,
        transcription: a.transcription,
        transcriptSource: a.transcript_source,
        awaitsTranscript: awaitsTranscript(a),
      })),
    reports: reports.map((r) => ({ id: r.id, kind: r.kind as never, title: r.title, status: r.status })),
    analysis: analysis
      ? { id: analysis.id, status: analysis.status, progress: analysis.progress, error: analysis.error }
      : null,
  }
}

async function readSnapshot(trx: Handle, row: InterviewWithCounts) {
  const events = await listEvents(trx, row.id)
  const answers = await listAnswers(trx, row.id)
  const reports = await reportsOfInterview(trx, row.org_id, row.id)
  const analysis = row.analysis_id ? await analysisProgress(trx, row.analysis_id) : undefined
  return { events, answers, reports, analysis }
}
