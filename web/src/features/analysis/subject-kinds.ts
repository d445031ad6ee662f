import { api, type ApiSchemas } from '../../lib/api-client'

type ReportKind = ApiSchemas['ReportKind']
type Participant = ApiSchemas['Participant']
export type SubjectsByKind = Partial<Record<ReportKind, string[]>>

/** Kinds about one person, as the service defines them (CreateAnalysisBody.subjects). */
export const PERSON_KINDS: readonly ReportKind[] = [
  'self',
  'recruiter',
  'competence',
  'belbin',
  'active-analysis',
  'digital-profile',
  'alfa',
]
export const isPersonKind = (kind: ReportKind) => PERSON_KINDS.includes(kind)

/** The service's default: the candidate, else the first participant who is not the host or interviewer. */
export function defaultSubject(participants: Participant[]): string | undefined {
  return (
    participants.find((p) => p.role === 'candidate') ??
    participants.find((p) => p.role === 'participant') ??
    participants.find((p) => p.role !== 'host')
  )?.name
}

/** Starts an analysis with the chosen people per person-kind: one job per subject and one for the meeting-level kinds. */
export const createAnalysisWithSubjects = (meetingId: string, kinds: ReportKind[], subjects: SubjectsByKind) =>
  api.POST('/api/meetings/{id}/analyses', { params: { path: { id: meetingId } }, body: { kinds, subjects } })
