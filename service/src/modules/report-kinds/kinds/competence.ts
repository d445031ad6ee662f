import { Type } from '@sinclair/typebox'
import { CriterionScoreSchema, OverviewSchema, Score, SectionScoreSchema, SourceSchema } from '../content/common.js'
import { defineReportKind } from '../define-kind.js'

/** The subject on each competence of the organization's model. */
export const CompetenceContent = Type.Object({
  subject: Type.String(),
  modelSource: SourceSchema,
  competences: Type.Array(
    Type.Composite([
      CriterionScoreSchema,
      Type.Object({
        level: Type.Union([
          Type.Literal('not-observed'),
          Type.Literal('developing'),
          Type.Literal('proficient'),
          Type.Literal('strong'),
        ]),
      }),
    ]),
  ),
  sections: Type.Array(SectionScoreSchema),
  overallScore: Score,
  overview: Type.Optional(OverviewSchema),
})

export const competence = defineReportKind({
  key: 'competence',
  title: 'Competence assessment',
  about: 'person',
  template: 'competence-model',
  content: CompetenceContent,
})
