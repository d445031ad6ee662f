import type { ReportKind } from './kinds.js'

/**
 * Report titles by kind: the one name of each kind, the same as the web's (locales reports.kind and
 * reportGuides.kinds). "Belbin" is named as signals only (trademark).
 */
export const KIND_TITLES: Record<ReportKind, string> = {
  self: 'Self-assessment',
  recruiter: 'Recruiter report',
  negotiation: 'Negotiation analysis',
  'digital-profile': 'Digital profile',
  belbin: 'Team-role signals (Belbin-style)',
  competence: 'Competence assessment',
  'info-security': 'Information-security review',
  'active-analysis': 'Active listening',
  alfa: 'Template report',
}

export const reportTitle = (kind: ReportKind, about: string) => `${KIND_TITLES[kind]}: ${about}`
