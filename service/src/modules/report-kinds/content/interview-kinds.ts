import { Type } from '@sinclair/typebox'
import {
  CriterionScoreSchema,
  EvidenceSchema,
  Evidences,
  OverviewSchema,
  Score,
  ScoredClaim,
  SectionScoreSchema,
  SourceSchema,
} from './common.js'

/** Content of `self`: how fully, clearly and consistently the subject answered. */
export const SelfContent = Type.Object({
  subject: Type.String(),
  coverage: Type.Object({
    score: Score,
    rationale: Type.String(),
    evidence: Evidences,
    prompts: Type.Integer({ minimum: 0 }),
    answered: Type.Integer({ minimum: 0 }),
  }),
  clarity: ScoredClaim,
  consistency: ScoredClaim,
  answers: Type.Array(
    Type.Object({
      prompt: Type.Union([EvidenceSchema, Type.Null()]),
      answered: Type.Boolean(),
      words: Type.Integer({ minimum: 0 }),
      evidence: Evidences,
    }),
  ),
  strengths: Type.Array(Type.String()),
  improvements: Type.Array(Type.String()),
  overview: Type.Optional(OverviewSchema),
})

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

export const AlfaContent = Type.Object({
  subject: Type.String(),
  templateSource: SourceSchema,
  sections: Type.Array(
    Type.Composite([SectionScoreSchema, Type.Object({ criteria: Type.Array(CriterionScoreSchema) })]),
  ),
  totalScore: Score,
  overview: Type.Optional(OverviewSchema),
})
