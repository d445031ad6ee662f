import emitted from '@debrief/openapi/role-rules.json'
import type { AppRule } from '../lib/ability'

/**
 * The rules the service sends at sign-in, per role, as `npm run openapi` emits them from
 * service/src/permissions/rules.ts (openapi/role-rules.json): tests use the service's own rules, never a copy.
 */
export const roleRules = emitted.rules as unknown as Record<
  'superadmin' | 'admin' | 'client' | 'demo' | 'omc',
  AppRule[]
>

/** The organization of the admin and client whose rules were emitted. */
export const ROLE_ORG = emitted.org
