import { createMongoAbility, ForbiddenError, subject as asSubject } from '@casl/ability'
import { defineRulesFor, type AppAbility, type RuleSubject } from './rules.js'
import type { Action, SubjectName } from './subjects.js'

// Rules depend only on role and organization, so abilities are shared between requests (bounded cache).
const cache = new Map<string, AppAbility>()
const CACHE_LIMIT = 10_000

export function abilityFor(user: RuleSubject): AppAbility {
  const key = `${user.role}:${user.orgId ?? ''}`
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
