import type { operations } from '@debrief/openapi/schema'
import { api } from '../../../lib/api-client'
import { allMembers } from '../../../lib/all-members'

export const PERMISSION_ROLES = allMembers<PermissionRole>()([
  'administrator',
  'manager',
  'users',
  'support',
  'restricted-user',
])
export type PermissionRole =
  operations['addPermission']['requestBody']['content']['application/json']['assignedTo'][number]
export interface PermissionQuery {
  q?: string
  page: number
  itemsPerPage: number
  sortBy?: 'name'
  orderBy?: 'asc' | 'desc'
}

export const listPermissions = ({ page, itemsPerPage, ...rest }: PermissionQuery, signal?: AbortSignal) =>
  api.GET('/api/apps/permissions', {
    params: { query: { ...rest, page: String(page), itemsPerPage: String(itemsPerPage) } },
    signal,
  })
export type Permission = NonNullable<Awaited<ReturnType<typeof listPermissions>>['data']>['permissions'][number]
export interface SavePermission {
  name: string
  assignedTo: PermissionRole[]
}
export const addPermission = (body: SavePermission) => api.POST('/api/apps/permissions', { body })
export const updatePermission = (id: number, body: SavePermission) =>
  api.PUT('/api/apps/permissions/{id}', { params: { path: { id } }, body })
export const deletePermission = (id: number) => api.DELETE('/api/apps/permissions/{id}', { params: { path: { id } } })
