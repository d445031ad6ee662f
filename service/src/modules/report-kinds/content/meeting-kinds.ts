import { Type } from '@sinclair/typebox'
import { ActionItemSchema, EvidenceSchema, Evidences, OverviewSchema, Score } from './common.js'

const Per = Type.Union([
  Type.Literal('unit'),
  Type.Literal('hour'),
  Type.Literal('month'),
  Type.Literal('year'),
  Type.Null(),
])
const MoneyStatementSchema = (types: string[]) =>
  Type.Object({
    speaker: Type.String(),
    type: Type.Union(types.map((t) => Type.Literal(t))),
    amount: Type.Number({ minimum: 0 }),
    amountTo: Type.Optional(Type.Number({ minimum: 0, description: 'upper end of a range offer' })),
    currency: Type.String({ description: 'ISO 4217 code' }),
    per: Type.Optional(Per),
    startMs: Type.Integer({ minimum: 0 }),
    quote: Type.String(),
  })
const ConcessionPathSchema = Type.Object({
  currency: Type.String(),
  per: Type.Union([Type.String(), Type.Null()]),
  sides: Type.Array(
    Type.Object({
      speaker: Type.String(),
      first: Type.Number(),
      last: Type.Number(),
      moves: Type.Array(
        Type.Object({
          amount: Type.Number(),
          change: Type.Number(),
          startMs: Type.Integer({ minimum: 0 }),
          quote: Type.String(),
        }),
      ),
    }),
  ),
  initialGap: Type.Union([Type.Number(), Type.Null()]),
  finalGap: Type.Union([Type.Number(), Type.Null()]),
  closedPct: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]),
})

export const NegotiationContent = Type.Object({
  sides: Type.Array(
    Type.Object({
      speaker: Type.String(),
      talkSharePct: Type.Integer({ minimum: 0, maximum: 100 }),
      offers: Type.Integer({ minimum: 0 }),
      concessions: Type.Integer({ minimum: 0 }),
      questions: Type.Integer({ minimum: 0 }),
    }),
  ),
  offers: Type.Array(MoneyStatementSchema(['offer', 'counter-offer'])),
  mentions: Type.Optional(Type.Array(MoneyStatementSchema(['mention']))),
  concessionPath: Type.Optional(Type.Union([ConcessionPathSchema, Type.Null()])),
  concessions: Evidences,
  questions: Evidences,
  agreement: Type.Object({ reached: Type.Boolean(), evidence: Evidences }),
  nextSteps: Type.Array(ActionItemSchema),
  overview: Type.Optional(OverviewSchema),
})

export const FINDING_TYPES = ['email', 'phone', 'card', 'iban', 'secret', 'api-key', 'host'] as const
export const InfoSecurityContent = Type.Object({
  findings: Type.Array(
    Type.Object({
      type: Type.Union(FINDING_TYPES.map((t) => Type.Literal(t))),
      masked: Type.String(),
      speaker: Type.String(),
      startMs: Type.Integer({ minimum: 0 }),
      quote: Type.String({ description: 'the sentence with every sensitive value masked' }),
    }),
  ),
  counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  riskScore: Score,
  riskLevel: Type.Union([
    Type.Literal('none'),
    Type.Literal('low'),
    Type.Literal('medium'),
    Type.Literal('high'),
    Type.Literal('critical'),
  ]),
  recommendations: Type.Array(Type.String()),
  adviceKeys: Type.Optional(
    Type.Array(Type.String(), {
      description:
        'One key per recommendation, in order (a finding type, or restrict-access), so the interface shows it in the reader’s language',
    }),
  ),
  overview: Type.Optional(OverviewSchema),
})

const Counted = Type.Object({ count: Type.Integer({ minimum: 0 }), evidence: Evidences })
export const ActiveAnalysisContent = Type.Object({
  speakers: Type.Array(
    Type.Object({
      speaker: Type.String(),
      talkSharePct: Type.Integer({ minimum: 0, maximum: 100 }),
      paraphrases: Counted,
      clarifyingQuestions: Counted,
      acknowledgements: Counted,
      interruptions: Counted,
      questions: Type.Integer({ minimum: 0 }),
      score: Score,
    }),
  ),
  overallScore: Score,
  bestExample: Type.Union([EvidenceSchema, Type.Null()]),
  overview: Type.Optional(OverviewSchema),
})
