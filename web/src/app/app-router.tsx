import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { signedInAtom, userDataAtom } from '../lib/session-atoms'
import { canDo, useAppAbility } from '../lib/ability'
import { guard } from '../lib/routing/guard'
import { findRoute } from '../lib/routing/match-route'
import { RedirectRoute } from './redirect-route'
import { RouteView } from './route-view'
import { routes } from './routes'

/**
 * Matches the location against the route table, applies redirects and the guard, then renders the route's
 * layout and lazily loaded screen. Re-renders when the location, the session or the rules change.
 */
export function AppRouter() {
  const [pathname] = useLocation()
  const search = useSearch()
  const signedIn = useAtomValue(signedInAtom)
  const userData = useAtomValue(userDataAtom)
  const ability = useAppAbility()
  const match = useMemo(() => findRoute(routes, pathname), [pathname])
  if (!match) return null // unreachable: the table ends with the catch-all
  const { route, params } = match

  if (route.redirect) {
    const result = route.redirect({ params, search: new URLSearchParams(search), userData: signedIn ? userData : null })
    return <RedirectRoute key={pathname + search} {...result} />
  }
  const decision = guard({ route, signedIn, can: (p) => canDo(ability, p), pathname, search })
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />
  return <RouteView route={route} params={params} />
}
