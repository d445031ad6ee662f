import type { operations } from '@debrief/openapi/schema'
import { api } from '../../../lib/api-client'
import { allMembers } from '../../../lib/all-members'

export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const
export const USER_PLANS = allMembers<UserPlan>()(['basic', 'team', 'company', 'enterprise'])
export const USER_STATUSES = allMembers<UserStatus>()(['Active', 'Inactive', 'Pending'])
export type UserRole = (typeof USER_ROLES)[number]
type NewUserBody = operations['addSandboxUser']['requestBody']['content']['application/json']
export type UserPlan = NewUserBody['currentPlan']
export type UserStatus = NonNullable<NewUserBody['status']>
export type UserSortKey = 'user' | 'email' | 'role' | 'plan' | 'status'

export interface UserQuery {
  q?: string
  /** A role's key: a seeded one or one added on the roles screen. */
  role?: string
  plan?: UserPlan
  status?: UserStatus
  page: number
  itemsPerPage: number
  sortBy?: UserSortKey
  orderBy?: 'asc' | 'desc'
}

const asQuery = (q: UserQuery) => ({ ...q, page: String(q.page), itemsPerPage: String(q.itemsPerPage) })

export const listUsers = (query: UserQuery, signal?: AbortSignal) =>
  api.GET('/api/apps/users', { params: { query: asQuery(query) }, signal })
export type UserPage = NonNullable<Awaited<ReturnType<typeof listUsers>>['data']>
export type SandboxUser = UserPage['users'][number]

export const getUser = (id: number, signal?: AbortSignal) =>
  api.GET('/api/apps/users/{id}', { params: { path: { id } }, signal })
export type SandboxUserDetail = NonNullable<Awaited<ReturnType<typeof getUser>>['data']>

export type NewUser = Parameters<typeof addUserCall>[0]
const addUserCall = (body: {
  fullName: string
  username: string
  email: string
  company?: string
  country?: string
  contact?: string
  role: string
  currentPlan: UserPlan
  status?: UserStatus
}) => api.POST('/api/apps/users', { body })
export const addUser = addUserCall
/** The copy's roles, for choosing one: the roles screen's call (a user's `role` is a role's `userRole` key). */
export const listRoleOptions = (signal?: AbortSignal) => api.GET('/api/apps/roles', { signal })
export const assignRole = (id: number, role: string) =>
  api.PUT('/api/apps/users/{id}/role', { params: { path: { id } }, body: { role } })
export const deleteUser = (id: number) => api.DELETE('/api/apps/users/{id}', { params: { path: { id } } })

/** Every user matching the filters, page after page (the service serves at most 100 a page): the CSV export. */
export async function allUsers(query: UserQuery): Promise<SandboxUser[] | undefined> {
  const rows: SandboxUser[] = []
  for (let page = 1; ; page++) {
    const { data } = await listUsers({ ...query, page, itemsPerPage: 100 })
    if (!data || data.page !== page) return data ? rows : undefined
    rows.push(...data.users)
    if (page >= data.totalPages) return rows
  }
}
