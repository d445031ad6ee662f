import { Type } from '@sinclair/typebox'
import { CriterionScoreSchema, OverviewSchema, Score, SourceSchema } from '../content/common.js'
import { defineReportKind } from '../define-kind.js'

/** The candidate against the organization's rubric: a scorecard, a recommendation and a confidence. */
export const RecruiterContent = Type.Object({
  subject: Type.String(),
  rubricSource: SourceSchema,
  scorecard: Type.Array(CriterionScoreSchema),
  overallScore: Score,
  recommendation: Type.Union([
    Type.Literal('strong-yes'),
    Type.Literal('yes'),
    Type.Literal('maybe'),
    Type.Literal('no'),
    Type.Literal('not-enough-evidence'),
  ]),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  strengths: Type.Array(Type.String()),
  concerns: Type.Array(Type.String()),
  overview: Type.Optional(OverviewSchema),
})

export const recruiter = defineReportKind({
  key: 'recruiter',
  title: 'Recruiter report',
  about: 'person',
  template: 'rubric',
  content: RecruiterContent,
})
