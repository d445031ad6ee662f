import { findRoute } from '../lib/routing/match-route'
import { requestEarly } from '../lib/early-requests'
import { accessTokenAtom, signedInAtom } from '../lib/session-atoms'
import { store } from '../lib/store'
import { DefaultLayout } from './route-view'
import { routes } from './routes'

/**
 * At start-up, before the first render: a signed-in page's layout, screen and the English namespaces they need are
 * requested while the entry is still setting up (the language, React's first render), not after, and so is the data
 * its first paint waits for (the route's `early`). The route view asks again when it renders; the loads are shared.
 */
export function preloadStartPage(pathname: string): void {
  if (!store.get(signedInAtom)) return
  const match = findRoute(routes, pathname)
  if (!match || match.route.redirect) return
  if (match.route.layout === 'default') DefaultLayout.preload()
  ;(match.route.screen as { preload?: () => void } | undefined)?.preload?.()
  const token = store.get(accessTokenAtom)
  if (token) for (const path of match.route.early?.(match.params) ?? []) requestEarly(path, token)
}
