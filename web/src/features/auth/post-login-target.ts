import { isAppPath } from '../../lib/routing/app-path'
import { canOpen } from '../../lib/routing/guard'
import { findRoute } from '../../lib/routing/match-route'
import type { AppRoute } from '../../lib/routing/route-types'
import { paths } from '../../config/paths'
import { canDo, createAppAbility, type AppRule } from '../../lib/ability'

/**
 * Where to go after sign-in: the `to` the guard recorded when it is a path of this app the new rules open,
 * otherwise the start page. The rest of the query travels along (the guard kept it); `token` is dropped because
 * the start page would treat it as a new sign-in link and come straight back here. `routes` is the app's route table
 * (useRouteTable()).
 */
export function postLoginTarget(search: URLSearchParams, rules: AppRule[], routes: readonly AppRoute[]): string {
  const rest = new URLSearchParams(search)
  const to = rest.get('to')
  rest.delete('to')
  rest.delete('token')
  const query = rest.toString() ? `?${rest.toString()}` : ''
  if (to && isAppPath(to)) {
    const pathname = to.split(/[?#]/)[0]
    const match = findRoute(routes, pathname)
    const ability = createAppAbility(rules)
    if (match && !match.route.unauthenticatedOnly && canOpen(match.route, (p) => canDo(ability, p)))
      return `${to}${query}`
  }
  return `${paths.root.path}${query}`
}
