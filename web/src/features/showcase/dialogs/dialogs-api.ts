import { api } from '../../../lib/api-client'

/** A few of the sandbox's users: the people of the share and edit-user examples. */
export const listSomeUsers = (signal?: AbortSignal) =>
  api.GET('/api/apps/users', {
    params: { query: { page: '1', itemsPerPage: '5', sortBy: 'user', orderBy: 'asc' } },
    signal,
  })
export type SomeUser = NonNullable<Awaited<ReturnType<typeof listSomeUsers>>['data']>['users'][number]

/** Starts two-step sign-in for the signed-in account: a new seed as an otpauth:// URL; nothing changes until enable. */
export const setupTwoStep = () => api.POST('/api/account/two-step/setup', {})
export const enableTwoStep = (code: string) => api.POST('/api/account/two-step/enable', { body: { code } })
