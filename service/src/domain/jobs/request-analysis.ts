import type { Db } from '../../db/create-db.js'
import type { ParticipantJson } from '../../db/schema.js'
import { insertAnalysis, setBossJobId } from '../../repositories/product/analysis-repository.js'
import { settleMeeting } from '../../repositories/product/analysis-run-repository.js'
import { findTranscript } from '../../repositories/product/transcript-repository.js'
import { ConflictError } from '../errors.js'
import type { EngineName, ReportKind } from '../analysis/types.js'
import type { AnalysisQueue } from './analysis-queue.js'
import { reportTitle } from './kind-titles.js'
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
}

/**
 * Records the analysis with its queued reports, enqueues its job and marks the meeting processing, all in
 * one transaction: a job never exists without its analysis, nor an analysis without its job.
 */
export async function requestAnalysis(db: Db, queue: AnalysisQueue, req: AnalysisRequest): Promise<string> {
  const transcript = await findTranscript(db, req.meeting.id)
  if (!transcript) throw new ConflictError('Upload the meeting’s transcript before requesting an analysis')
  const subject = req.subject?.trim() || defaultSubject(req.meeting.participants, transcript.segments)
  const about = subject ?? req.meeting.title
  return db.transaction().execute(async (trx) => {
    const { id } = await insertAnalysis(trx, {
      orgId: req.meeting.org_id,
      meetingId: req.meeting.id,
      meetingTitle: req.meeting.title,
      kinds: req.kinds,
      engine: req.engine,
      subject,
      createdBy: req.createdBy,
      language: detectLanguage(transcript.segments),
      titleOf: (kind) => reportTitle(kind, about),
    }, req.rerunReportId)
    await setBossJobId(trx, id, await queue.enqueue(trx, id))
    await settleMeeting(trx, req.meeting.id)
    return id
  })
}
