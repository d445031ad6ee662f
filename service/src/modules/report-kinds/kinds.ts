/** Every kind of report Debrief writes. The one list: schemas, engines, titles and the web's types all follow it. */
export const REPORT_KINDS = [
  'self',
  'recruiter',
  'negotiation',
  'digital-profile',
  'belbin',
  'competence',
  'info-security',
  'active-analysis',
  'alfa',
] as const
export type ReportKind = (typeof REPORT_KINDS)[number]

/** The engines that write reports: the offline built-in one and an OpenAI-compatible model. */
export const ENGINE_NAMES = ['builtin', 'llm'] as const
export type EngineName = (typeof ENGINE_NAMES)[number]
