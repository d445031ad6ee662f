import type { ReportKind } from '../analysis/types.js'

/** Report titles by kind. "Belbin" is named as signals only (architecture §3: trademark). */
export const KIND_TITLES: Record<ReportKind, string> = {
  self: 'Self-assessment',
  recruiter: 'Recruiter report',
  negotiation: 'Negotiation analysis',
  'digital-profile': 'Digital profile',
  belbin: 'Team-role signals (Belbin-style)',
  competence: 'Competence assessment',
  'info-security': 'Information-security review',
  'active-analysis': 'Active analysis',
  alfa: 'Template report',
}

export const reportTitle = (kind: ReportKind, about: string) => `${KIND_TITLES[kind]}: ${about}`
