import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/create-db.js'
import { isPersonKind } from '../report-kinds/index.js'
import type { ReportKind } from './types.js'
import { findTranscript } from '../meetings/index.js'
import { BadRequestError, ConflictError } from '../../lib/errors.js'
import type { AnalysisQueue } from './analysis-queue.js'
import { enqueueAnalysis, type AnalysisRequest } from './request-analysis.js'
import { defaultSubject } from './subject.js'

export type SubjectsByKind = Partial<Record<ReportKind, string[]>>

/**
 * The request with subjects per person-kind: meeting-level kinds (negotiation, info-security) run once with no
 * subject; each chosen person gets one report of each person-kind chosen for them (default: the candidate, else
 * the first non-host). Kinds that share a subject share one job. Returns the jobs in a stable order.
 */
export async function requestAnalysesBySubject(
  db: Db,
  queue: AnalysisQueue,
  req: Omit<AnalysisRequest, 'subject'>,
  subjects: SubjectsByKind,
): Promise<string[]> {
  const transcript = await findTranscript(db, req.meeting.id)
  if (!transcript) throw new ConflictError('Upload the meeting’s transcript before requesting an analysis')
  const known = new Map<string, string>()
  for (const name of [...req.meeting.participants.map((p) => p.name), ...transcript.segments.map((s) => s.speaker)])
    known.set(name.trim().toLowerCase(), name)
  for (const kind of Object.keys(subjects) as ReportKind[]) {
    if (!req.kinds.includes(kind))
      throw new BadRequestError(`subjects.${kind}: the kind is not among the requested kinds`)
    if (!isPersonKind(kind)) throw new BadRequestError(`subjects.${kind}: ${kind} is about the meeting, not a person`)
  }
  const fallback = defaultSubject(req.meeting.participants, transcript?.segments ?? [])
  const groups = new Map<string | null, ReportKind[]>()
  const add = (who: string | null, kind: ReportKind) => groups.set(who, [...(groups.get(who) ?? []), kind])
  for (const kind of req.kinds) {
    if (!isPersonKind(kind)) {
      add(null, kind)
      continue
    }
    const names = subjects[kind]?.length ? subjects[kind]! : [fallback]
    for (const name of new Set(names)) {
      if (name === null) {
        add(null, kind)
        continue
      }
      const found = known.get(name.trim().toLowerCase())
      if (!found)
        throw new BadRequestError(`subjects.${kind}: "${name}" is neither a participant nor a speaker of this meeting`)
      add(found, kind)
    }
  }
  // All jobs or none: one transaction for every group. The groups are one request: one analysed meeting.
  const requestId = randomUUID()
  return db.transaction().execute(async (trx) => {
    const jobs: string[] = []
    for (const [who, kinds] of groups)
      jobs.push(
        await enqueueAnalysis(
          trx,
          queue,
          { ...req, kinds, subject: who, aboutMeeting: who === null },
          transcript.segments,
          requestId,
        ),
      )
    return jobs
  })
}
