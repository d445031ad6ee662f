import { loginHref, paths } from '../config/paths'
import type { UserData } from '../features/auth/atoms'
import type { RedirectResult } from './route-types'

/** Only a path of this app: `//host` or `https:` would leave the site. */
export const isAppPath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')

const withQuery = (path: string, search: URLSearchParams) => {
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/**
 * The start-page redirect on `/`. The stored homePath replaces the spec's "one fixed user id
 * goes to the cost dashboard". The query is kept exactly where the spec keeps it.
 */
export function startRedirect(search: URLSearchParams, userData: UserData | null): RedirectResult {
  if (search.has('token')) return { to: withQuery(paths.auth.login.path, search), clearSession: true }
  if (userData?.homePath && isAppPath(userData.homePath)) return { to: userData.homePath }
  switch (userData?.role) {
    case 'superadmin':
    case 'client':
      return { to: paths.meetings.list.path }
    case 'admin':
      return { to: withQuery(paths.meetings.list.path, search) }
    case 'demo':
      return { to: paths.reportExamples.self.path }
    case 'omc':
      return { to: paths.omc.dashboardCost.path }
    default:
      return { to: loginHref(undefined, search) }
  }
}
