import { api } from '../../../lib/api-client'
import { allMembers } from '../../../lib/all-members'

export const listRoles = (signal?: AbortSignal) => api.GET('/api/apps/roles', { signal })
export type Role = NonNullable<Awaited<ReturnType<typeof listRoles>>['data']>['roles'][number]
export type RolePermission = Role['permissions'][number]
export type RoleModule = RolePermission['module']
export type SaveRole = { name: string; permissions: RolePermission[] }

export const addRole = (body: SaveRole) => api.POST('/api/apps/roles', { body })
export const updateRole = (id: number, body: SaveRole) =>
  api.PUT('/api/apps/roles/{id}', { params: { path: { id } }, body })

/** Refused (409) while users hold the role: the service never moves them silently. */
export const deleteRole = (id: number) => api.DELETE('/api/apps/roles/{id}', { params: { path: { id } } })

export const ROLE_MODULES = allMembers<RoleModule>()([
  'userManagement',
  'contentManagement',
  'disputesManagement',
  'databaseManagement',
  'financialManagement',
  'reporting',
  'apiControl',
  'repositoryManagement',
  'payroll',
])
export const RIGHTS = ['read', 'write', 'create'] as const
export type Right = (typeof RIGHTS)[number]
