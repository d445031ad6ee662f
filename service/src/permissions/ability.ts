import { createMongoAbility, ForbiddenError, subject as asSubject } from '@casl/ability'
import { defineRulesFor, type AppAbility, type RuleSubject } from './rules.js'
import type { Action, SubjectName } from './subjects.js'

// Rules depend on role, organization and, for some roles (demo, omc: their own support requests), the account
// itself: abilities are shared between an account's requests (bounded cache), keyed by all three.
const cache = new Map<string, AppAbility>()
const CACHE_LIMIT = 10_000

export function abilityFor(user: RuleSubject): AppAbility {
  const key = `${user.role}:${user.orgId ?? ''}:${user.id}`
  let ability = cache.get(key)
  if (!ability) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
    ability = createMongoAbility(defineRulesFor(user)) as AppAbility
    cache.set(key, ability)
  }
  return ability
}

/** Checks a record: wraps a plain object as `type` so conditions (orgId …) apply. Throws ForbiddenError (403). */
export function assertCan(
  ability: AppAbility,
  action: Action,
  type: SubjectName,
  record: Record<string, unknown>,
): void {
  ForbiddenError.from(ability).throwUnlessCan(action, asSubject(type, { ...record }) as never)
}

export function can(ability: AppAbility, action: Action, type: SubjectName, record: Record<string, unknown>): boolean {
  return ability.can(action, asSubject(type, { ...record }) as never)
}
