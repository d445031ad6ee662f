import type { operations } from '@debrief/openapi/schema'
import { api, type ApiSchemas, type FilledQuery } from '../../lib/api-client'
import { allMembers } from '../../lib/all-members'

export type Account = ApiSchemas['Account']
export type Role = ApiSchemas['Role']
export type AccountQuery = FilledQuery<
  operations['listAccounts']['parameters']['query'],
  'page' | 'itemsPerPage' | 'orderBy' | 'sortBy'
>
export type AccountSortKey = AccountQuery['sortBy']
export type CreateAccountBody = operations['createAccount']['requestBody']['content']['application/json']
export type UpdateAccountBody = operations['updateAccount']['requestBody']['content']['application/json']

export const ROLES = allMembers<Role>()(['superadmin', 'admin', 'client', 'demo', 'omc'])
/** Roles that belong to an organization; the service never mixes them with platform roles. */
export const ORG_ROLES: Role[] = ['admin', 'client']

export const listAccounts = (query: AccountQuery, signal?: AbortSignal) =>
  api.GET('/api/accounts', { params: { query }, signal })

export const createAccount = (body: CreateAccountBody) => api.POST('/api/accounts', { body })

export const updateAccount = (id: string, body: UpdateAccountBody) =>
  api.PATCH('/api/accounts/{id}', { params: { path: { id } }, body })

export const deleteAccount = (id: string) => api.DELETE('/api/accounts/{id}', { params: { path: { id } } })
