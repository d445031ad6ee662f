import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability'
import { useAbility } from '@casl/react'
import type { components } from '@debrief/openapi/schema'

/** Action and subject names are the service's (service/src/permissions), typed by the OpenAPI document. */
export type Action = components['schemas']['Action']
export type Subject = components['schemas']['Subject']

export type AppAbility = MongoAbility<[Action, Subject | Record<string, unknown>]>
export type AppRule = RawRuleOf<AppAbility>

export interface Permission {
  action: Action
  subject: Subject
}

/** A fresh ability; the app keeps one instance and calls update() so every useAbility() re-renders. */
export function createAppAbility(rules: AppRule[] = []): AppAbility {
  return createMongoAbility<AppAbility>(rules)
}

export const ability = createAppAbility()

export const useAppAbility = (): AppAbility => useAbility<AppAbility>()

export const canDo = (target: AppAbility, permission: Permission): boolean =>
  target.can(permission.action, permission.subject)
