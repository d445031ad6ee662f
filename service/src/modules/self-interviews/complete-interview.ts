import { randomUUID } from 'node:crypto'
import {
  type Segment,
  insertAnalysis,
  setBossJobId,
  settleMeeting,
  type AnalysisQueue,
  detectLanguage,
  type ReportKind,
} from '../analysis/index.js'
import type { SelfInterviewAnswerRow, SelfInterviewRow } from '../../db/tables/self-interviews.js'
import { json, type Handle } from '../../db/handle.js'
import { saveTranscript } from '../meetings/index.js'
import { analysisWork, tryReserveWork } from '../billing/index.js'
import { reportTitle } from '../report-kinds/index.js'
/**
 * The answers as a transcript: one segment per answered question, spoken by the candidate, with the
 * question kept beside it as `context`. Times are laid end to end so evidence quotes keep their order.
 */
export function answersToSegments(
  row: SelfInterviewRow,
  answers: SelfInterviewAnswerRow[],
): (Segment & { context: string })[] {
  const byId = new Map(row.questions.map((q) => [q.id, q]))
  let at = 0
  const out: (Segment & { context: string })[] = []
  for (const a of answers) {
    const text = (a.transcript ?? a.text).trim()
    const q = byId.get(a.question_id)
    if (!text || !q) continue
    const length = Math.max(1000, Math.min(q.answerSeconds * 1000, text.split(/\s+/).length * 400))
    out.push({ speaker: row.candidate_name, startMs: at, endMs: at + length, text, context: q.text })
    at += length + 1000
  }
  return out
}

/**
 * Completion, in the caller's transaction (the interview row is locked): the answers become the transcript
 * of a backing meeting (the analysis pipeline works on meetings), and one analysis for the requested kinds
 * is recorded and enqueued. Its reports name the self-interview as their source. Nothing is enqueued
 * twice: the caller only gets here from an open state.
 */
export async function analyseCompletedInterview(
  trx: Handle,
  queue: AnalysisQueue,
  row: SelfInterviewRow,
  answers: SelfInterviewAnswerRow[],
) {
  const kinds = row.requested_kinds as ReportKind[]
  const segments = answersToSegments(row, answers)
  if (!kinds.length || !segments.length) return null
  const meetingId = randomUUID()
  const analysisId = randomUUID()
  // The plan's limit and the budget's hard cap hold the analysis back (a candidate is not the payer: no 402).
  const work = await analysisWork(trx, {
    orgId: row.org_id,
    analysisId,
    meetingId,
    engine: 'builtin',
    kinds,
    transcriptChars: 0,
  })
  if (await tryReserveWork(trx, work)) return null
  const title = `Self-interview: ${row.candidate_name}`
  const started = answers.find((a) => a.opened_at)?.opened_at ?? row.created_at
  await trx
    .insertInto('meetings')
    .values({
      id: meetingId,
      org_id: row.org_id,
      title,
      description: `Answers to "${row.question_set_name}" (v${row.question_set_version}).`,
      kind: 'interview',
      scheduled_at: started,
      duration_minutes: Math.max(1, Math.ceil((Date.now() - started.getTime()) / 60_000)),
      status: 'ended',
      participants: json([
        {
          name: row.candidate_name,
          email: row.candidate_email,
          role: 'candidate',
          ...(row.profile_id ? { profileId: row.profile_id } : {}),
        },
      ]),
      requested_kinds: kinds,
      created_by: row.created_by,
    } as never)
    .execute()
  await saveTranscript(trx, { meetingId, orgId: row.org_id, format: 'json', segments, uploadedBy: null })
  await insertAnalysis(trx, {
    id: analysisId,
    orgId: row.org_id,
    meetingId,
    meetingTitle: title,
    kinds,
    engine: 'builtin',
    subject: row.candidate_name,
    createdBy: row.created_by,
    language: detectLanguage(segments),
    titleOf: (kind) => reportTitle(kind, row.candidate_name),
  })
  await trx
    .updateTable('reports')
    .set({ source_type: 'self-interview', source_id: row.id, source_title: title, profile_id: row.profile_id })
    .where('analysis_id', '=', analysisId)
    .execute()
  await setBossJobId(trx, analysisId, await queue.enqueue(trx, analysisId))
  await settleMeeting(trx, meetingId)
  await trx
    .updateTable('self_interviews')
    .set({ meeting_id: meetingId, analysis_id: analysisId })
    .where('id', '=', row.id)
    .execute()
  return analysisId
}
