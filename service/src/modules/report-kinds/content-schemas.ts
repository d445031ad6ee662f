import { Type, type TSchema } from '@sinclair/typebox'
import { AlfaContent, CompetenceContent, RecruiterContent, SelfContent } from './content/interview-kinds.js'
import { ActiveAnalysisContent, InfoSecurityContent, NegotiationContent } from './content/meeting-kinds.js'
import { BelbinContent, DigitalProfileContent } from './content/profile-kinds.js'
import type { ReportKind } from './kinds.js'

export { EvidenceSchema, OverviewSchema } from './content/common.js'
export { BELBIN_LABEL, TEAM_ROLE_IDS } from './content/profile-kinds.js'
export { FINDING_TYPES } from './content/meeting-kinds.js'
export {
  AlfaContent,
  CompetenceContent,
  RecruiterContent,
  SelfContent,
  ActiveAnalysisContent,
  InfoSecurityContent,
  NegotiationContent,
  BelbinContent,
  DigitalProfileContent,
}

/** The `content` shape of each report kind; engines' output is validated against these. */
export const reportContentSchemas: Record<ReportKind, TSchema> = {
  self: SelfContent,
  recruiter: RecruiterContent,
  negotiation: NegotiationContent,
  'digital-profile': DigitalProfileContent,
  belbin: BelbinContent,
  competence: CompetenceContent,
  'info-security': InfoSecurityContent,
  'active-analysis': ActiveAnalysisContent,
  alfa: AlfaContent,
}

/** What the llm engine asks a model for: a summary plus the kind's content. */
export function engineOutputSchema(kind: ReportKind): TSchema {
  return Type.Object({ summary: Type.String({ minLength: 1 }), content: reportContentSchemas[kind] })
}
