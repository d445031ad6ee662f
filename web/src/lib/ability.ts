import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability'
import { useAbility } from '@casl/react'

/** Action and subject names are the service's (service/src/permissions); the web only reads its rules. */
export type Action = 'manage' | 'create' | 'read' | 'update' | 'delete' | 'view'
export type Subject = string

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
