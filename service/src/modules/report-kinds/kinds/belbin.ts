import { Type } from '@sinclair/typebox'
import { Evidences, OverviewSchema, Score } from '../content/common.js'
import { RoleId } from '../content/team-roles.js'
import { defineReportKind } from '../define-kind.js'

export const BELBIN_LABEL = 'team-role signals (Belbin-style)'

export const BelbinContent = Type.Object({
  label: Type.Literal(BELBIN_LABEL),
  subject: Type.String(),
  roles: Type.Array(
    Type.Object({
      role: RoleId,
      score: Score,
      band: Type.Union([Type.Literal('preferred'), Type.Literal('manageable'), Type.Literal('least-preferred')]),
      evidence: Evidences,
      evidenceCount: Type.Optional(
        Type.Integer({ minimum: 0, description: 'distinct pieces of evidence the score rests on' }),
      ),
      enoughEvidence: Type.Optional(
        Type.Boolean({ description: 'false: "not enough evidence" is shown instead of the score (which is 0)' }),
      ),
    }),
  ),
  preferred: Type.Array(RoleId),
  manageable: Type.Array(RoleId),
  leastPreferred: Type.Array(RoleId),
  note: Type.String(),
  overview: Type.Optional(OverviewSchema),
})

/** "Belbin" is named as signals only (trademark). */
export const belbin = defineReportKind({
  key: 'belbin',
  title: 'Team-role signals (Belbin-style)',
  about: 'person',
  template: null,
  content: BelbinContent,
})
