import { loginHref, paths } from '../config/paths'
import type { UserData } from '../lib/session-atoms'
import { isAppPath } from '../lib/routing/app-path'
import type { RedirectResult } from '../lib/routing/route-types'

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
