import { createMongoAbility, ForbiddenError, subject as asSubject } from '@casl/ability'
import { defineRulesFor, type AppAbility, type RuleSubject } from './rules.js'
import type { Action, SubjectName } from './subjects.js'

export function abilityFor(user: RuleSubject): AppAbility {
  return createMongoAbility(defineRulesFor(user)) as AppAbility
}

/** Checks a record: wraps a plain object as `type` so conditions (orgId …) apply. Throws ForbiddenError (403). */
export function assertCan(ability: AppAbility, action: Action, type: SubjectName, record: Record<string, unknown>): void {
  ForbiddenError.from(ability).throwUnlessCan(action, asSubject(type, { ...record }) as never)
}

export function can(ability: AppAbility, action: Action, type: SubjectName, record: Record<string, unknown>): boolean {
  return ability.can(action, asSubject(type, { ...record }) as never)
}
