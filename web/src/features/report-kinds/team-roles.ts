import type { ApiSchemas } from '../../lib/api-client'

export type TeamRoleId = ApiSchemas['BelbinContent']['roles'][number]['role']

/** The type of `list` while it names every member of T, `never` (so the assignment fails) while one is missing. */
type EveryOne<T extends string, L extends readonly T[]> = [Exclude<T, L[number]>] extends [never] ? L : never

const ROLES = [
  'plant',
  'resource-investigator',
  'co-ordinator',
  'shaper',
  'monitor-evaluator',
  'teamworker',
  'implementer',
  'completer-finisher',
  'specialist',
] as const satisfies readonly TeamRoleId[]

/** The nine team roles of the contract, in the order the radar and the guides show them. */
export const TEAM_ROLE_IDS: EveryOne<TeamRoleId, typeof ROLES> = ROLES
