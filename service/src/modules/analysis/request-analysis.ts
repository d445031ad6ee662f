import type { Db } from '../../db/create-db.js'
import type { ParticipantJson } from '../../db/schema.js'
import { randomUUID } from 'node:crypto'
import { insertAnalysis, setBossJobId } from './analysis-repository.js'
import { analysisWork, reserveWork } from '../billing/index.js'
import { settleMeeting } from './analysis-run-repository.js'
import { findTranscript } from '../meetings/index.js'
import { ConflictError } from '../../lib/errors.js'
import type { EngineName, ReportKind, Segment } from './types.js'
import type { Handle } from '../../db/handle.js'
import type { AnalysisQueue } from './analysis-queue.js'
import { reportTitle } from '../report-kinds/index.js'
import { detectLanguage } from './language.js'
import { defaultSubject } from './subject.js'

export interface AnalysisRequest {
  meeting: { id: string; org_id: string; title: string; participants: ParticipantJson[] }
  kinds: ReportKind[]
  engine: EngineName
  subject?: string | null
  createdBy: string
  /** Rerun: refill this report instead of creating new ones. */
  rerunReportId?: string
  /** Meeting-level kinds only: the reports have no subject and are titled after the meeting. */
  aboutMeeting?: boolean
  /** The llm engine's model, to price the reservation while the job waits. */
  llmModel?: string | undefined
}

/**
 * Records the analysis with its queued reports, reserves its price (402 past the plan's limit or the budget's
 * hard cap), enqueues its job and marks the meeting processing, all in one transaction: a job never exists
 * without its analysis and its reservation, nor an analysis without its job.
 */
export async function requestAnalysis(db: Db, queue: AnalysisQueue, req: AnalysisRequest): Promise<string> {
  const transcript = await findTranscript(db, req.meeting.id)
  if (!transcript) throw new ConflictError('Upload the meeting’s transcript before requesting an analysis')
  return db.transaction().execute((trx) => enqueueAnalysis(trx, queue, req, transcript.segments))
}

/**
 * The analysis, its queued reports, its reservation, its job and the meeting's status, in the caller's
 * transaction. Jobs of one request pass the same `requestId`: they are one billable analysed meeting.
 */
export async function enqueueAnalysis(
  trx: Handle,
  queue: AnalysisQueue,
  req: AnalysisRequest,
  segments: Segment[],
  requestId: string = randomUUID(),
): Promise<string> {
  const subject = req.aboutMeeting ? null : req.subject?.trim() || defaultSubject(req.meeting.participants, segments)
  const about = subject ?? req.meeting.title
  const { id } = await insertAnalysis(
    trx,
    {
      orgId: req.meeting.org_id,
      meetingId: req.meeting.id,
      meetingTitle: req.meeting.title,
      kinds: req.kinds,
      engine: req.engine,
      subject,
      createdBy: req.createdBy,
      language: detectLanguage(segments),
      titleOf: (kind) => reportTitle(kind, about),
      requestId,
    },
    req.rerunReportId,
  )
  await reserveWork(
    trx,
    await analysisWork(trx, {
      orgId: req.meeting.org_id,
      analysisId: id,
      meetingId: req.meeting.id,
      engine: req.engine,
      kinds: req.kinds,
      transcriptChars: segments.reduce((n, s) => n + s.text.length, 0),
      llmModel: req.llmModel,
    }),
  )
  await setBossJobId(trx, id, await queue.enqueue(trx, id))
  await settleMeeting(trx, req.meeting.id)
  return id
}
