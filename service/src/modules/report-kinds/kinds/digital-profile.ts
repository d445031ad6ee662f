import { Type } from '@sinclair/typebox'
import { Evidences, OverviewSchema, Score } from '../content/common.js'
import { RoleId } from '../content/team-roles.js'
import { defineReportKind } from '../define-kind.js'

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

/** The person across their earlier reports and this conversation. */
export const digitalProfile = defineReportKind({
  key: 'digital-profile',
  title: 'Digital profile',
  about: 'person',
  template: null,
  content: DigitalProfileContent,
})
