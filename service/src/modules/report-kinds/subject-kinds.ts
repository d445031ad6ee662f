import type { ReportKind } from './kinds.js'

/** Kinds about one person (the subject); one report each when several people are chosen. */
export const PERSON_KINDS = [
  'self',
  'recruiter',
  'competence',
  'belbin',
  'active-analysis',
  'digital-profile',
  'alfa',
] as const satisfies readonly ReportKind[]
/** Kinds about the meeting as a whole: they have no subject. */
export const MEETING_KINDS = ['negotiation', 'info-security'] as const satisfies readonly ReportKind[]

export const isPersonKind = (kind: ReportKind) => (PERSON_KINDS as readonly ReportKind[]).includes(kind)
