import { Type } from '@sinclair/typebox'

/** The nine team roles that belbin and digital-profile reports score. */
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
export const RoleId = Type.Union(TEAM_ROLE_IDS.map((r) => Type.Literal(r)))
