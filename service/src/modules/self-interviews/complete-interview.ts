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
import type { Handle } from '../../db/handle.js'
import { attributeReports, insertBackingMeeting } from './backing-meeting-repository.js'
import { linkAnalysis } from './interview-repository.js'
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
  await insertBackingMeeting(trx, row, { id: meetingId, title, startedAt: started, kinds })
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
  // The report's header reads "Self-interview: <source>", and names the candidate as its subject already: the
  // source is the question set the candidate answered.
  await attributeReports(trx, analysisId, row, row.question_set_name)
  await setBossJobId(trx, analysisId, await queue.enqueue(trx, analysisId))
  await settleMeeting(trx, meetingId)
  await linkAnalysis(trx, row.id, meetingId, analysisId)
  return analysisId
}
