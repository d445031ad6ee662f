import { Type } from '@sinclair/typebox'
import { EvidenceSchema, Evidences, OverviewSchema, Score, ScoredClaim } from '../content/common.js'
import { defineReportKind } from '../define-kind.js'

/** How fully, clearly and consistently the subject answered. */
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

export const self = defineReportKind({
  key: 'self',
  title: 'Self-assessment',
  about: 'person',
  template: null,
  content: SelfContent,
})
