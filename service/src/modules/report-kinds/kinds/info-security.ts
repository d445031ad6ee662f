import { Type } from '@sinclair/typebox'
import { OverviewSchema, Score } from '../content/common.js'
import { defineReportKind } from '../define-kind.js'

export const FINDING_TYPES = ['email', 'phone', 'card', 'iban', 'secret', 'api-key', 'host'] as const
/** Sensitive data said aloud, always masked, with a risk score and advice. */
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

export const infoSecurity = defineReportKind({
  key: 'info-security',
  title: 'Information-security review',
  about: 'meeting',
  template: null,
  content: InfoSecurityContent,
})
