import { Type } from '@sinclair/typebox'
import { CriterionScoreSchema, OverviewSchema, Score, SectionScoreSchema, SourceSchema } from '../content/common.js'
import { defineReportKind } from '../define-kind.js'

/** The organization's template scored from keyword evidence: criteria, weighted sections and a total. */
export const AlfaContent = Type.Object({
  subject: Type.String(),
  templateSource: SourceSchema,
  sections: Type.Array(
    Type.Composite([SectionScoreSchema, Type.Object({ criteria: Type.Array(CriterionScoreSchema) })]),
  ),
  totalScore: Score,
  overview: Type.Optional(OverviewSchema),
})

export const alfa = defineReportKind({
  key: 'alfa',
  title: 'Template report',
  about: 'person',
  template: 'report-template',
  content: AlfaContent,
})
