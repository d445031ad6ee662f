import { subject } from '@casl/ability'
import type { Action, AppAbility } from '../../lib/ability'
import { ORG_ROLES, ROLES, type Role } from './api'

/** An account as a CASL subject, so the rules' `{orgId, role}` conditions apply. */
export const accountSubject = (orgId: string | null, role: Role) =>
  subject('Account', { orgId, role } as Record<string, unknown>)

export const isOrgRole = (role: Role): boolean => ORG_ROLES.includes(role)

/**
 * The roles this user may give, asked of the service's own rules: an admin's rule carries
 * `{orgId, role: {$in: [admin, client]}}`, the superadmin's `manage all` opens every role.
 */
export function assignableRoles(
  ability: AppAbility,
  action: Action,
  orgId: string | null,
  among: Role[] = ROLES,
): Role[] {
  return among.filter((role) => ability.can(action, accountSubject(isOrgRole(role) ? orgId : null, role)))
}

/** A role change stays on its side: organization roles among themselves, platform roles among themselves. */
export const sameKindRoles = (role: Role): Role[] => ROLES.filter((r) => isOrgRole(r) === isOrgRole(role))
