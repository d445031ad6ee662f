import { Type } from '@sinclair/typebox'
import { ActionItemSchema, EvidenceSchema, Evidences, OverviewSchema, Score } from './common.js'

export const NegotiationContent = Type.Object({
  sides: Type.Array(Type.Object({
    speaker: Type.String(),
    talkSharePct: Type.Integer({ minimum: 0, maximum: 100 }),
    offers: Type.Integer({ minimum: 0 }),
    concessions: Type.Integer({ minimum: 0 }),
    questions: Type.Integer({ minimum: 0 }),
  })),
  offers: Type.Array(Type.Object({
    speaker: Type.String(),
    type: Type.Union([Type.Literal('offer'), Type.Literal('counter-offer')]),
    amount: Type.Number({ minimum: 0 }),
    currency: Type.String({ description: 'ISO 4217 code' }),
    startMs: Type.Integer({ minimum: 0 }),
    quote: Type.String(),
  })),
  concessions: Evidences,
  questions: Evidences,
  agreement: Type.Object({ reached: Type.Boolean(), evidence: Evidences }),
  nextSteps: Type.Array(ActionItemSchema),
  overview: Type.Optional(OverviewSchema),
})

export const FINDING_TYPES = ['email', 'phone', 'card', 'iban', 'secret', 'api-key', 'host'] as const
export const InfoSecurityContent = Type.Object({
  findings: Type.Array(Type.Object({
    type: Type.Union(FINDING_TYPES.map((t) => Type.Literal(t))),
    masked: Type.String(),
    speaker: Type.String(),
    startMs: Type.Integer({ minimum: 0 }),
    quote: Type.String({ description: 'the sentence with every sensitive value masked' }),
  })),
  counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  riskScore: Score,
  riskLevel: Type.Union([Type.Literal('none'), Type.Literal('low'), Type.Literal('medium'), Type.Literal('high'), Type.Literal('critical')]),
  recommendations: Type.Array(Type.String()),
  overview: Type.Optional(OverviewSchema),
})

const Counted = Type.Object({ count: Type.Integer({ minimum: 0 }), evidence: Evidences })
export const ActiveAnalysisContent = Type.Object({
  speakers: Type.Array(Type.Object({
    speaker: Type.String(),
    talkSharePct: Type.Integer({ minimum: 0, maximum: 100 }),
    paraphrases: Counted,
    clarifyingQuestions: Counted,
    acknowledgements: Counted,
    interruptions: Counted,
    questions: Type.Integer({ minimum: 0 }),
    score: Score,
  })),
  overallScore: Score,
  bestExample: Type.Union([EvidenceSchema, Type.Null()]),
  overview: Type.Optional(OverviewSchema),
})
