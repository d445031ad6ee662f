import { Type } from '@sinclair/typebox'
import { Evidences, OverviewSchema, Score } from './common.js'

export const TEAM_ROLE_IDS = [
  'plant',
  'resource-investigator',
  'co-ordinator',
  'shaper',
  'monitor-evaluator',
  'teamworker',
  'implementer',
  'completer-finisher',
  'specialist',
] as const
const RoleId = Type.Union(TEAM_ROLE_IDS.map((r) => Type.Literal(r)))
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

export const DigitalProfileContent = Type.Object({
  subject: Type.String(),
  reportsAnalyzed: Type.Integer({ minimum: 0 }),
  timeline: Type.Array(
    Type.Object({ createdAt: Type.String(), kind: Type.String(), score: Type.Union([Score, Type.Null()]) }),
  ),
  traits: Type.Array(
    Type.Object({
      name: Type.String(),
      score: Score,
      samples: Type.Integer({ minimum: 1 }),
      trend: Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Literal('flat')]),
      evidence: Evidences,
    }),
  ),
  teamRoles: Type.Array(Type.Object({ role: RoleId, score: Score })),
  strengths: Type.Array(Type.String()),
  overview: Type.Optional(OverviewSchema),
})
