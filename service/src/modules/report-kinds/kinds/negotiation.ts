import { Type } from '@sinclair/typebox'
import { ActionItemSchema, Evidences, OverviewSchema } from '../content/common.js'
import { defineReportKind } from '../define-kind.js'

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

/** Offers and counter-offers, concessions, questions, whether agreement was reached, next steps. */
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

export const negotiation = defineReportKind({
  key: 'negotiation',
  title: 'Negotiation analysis',
  about: 'meeting',
  template: null,
  content: NegotiationContent,
})
