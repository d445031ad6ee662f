import { findRoute } from '../lib/routing/match-route'
import { requestEarly, settledWithin } from '../lib/early-requests'
import { accessTokenAtom, signedInAtom } from '../lib/session-atoms'
import { store } from '../lib/store'
import { DefaultLayout } from './route-view'
import { routes } from './routes'

// How long a start page's screen waits for its early data before it renders its loading state instead.
const DATA_WAIT_MS = 1_500

/**
 * At start-up, before the first render: a signed-in page's layout, screen and the English namespaces they need are
 * requested while the entry is still setting up (the language, React's first render), not after, and so is the data
 * its first paint shows (the route's `early`): the screen renders once that is in too (up to DATA_WAIT_MS), with its
 * data, in one render. The route view asks again when it renders; the loads are shared.
 */
export function preloadStartPage(pathname: string): void {
  if (!store.get(signedInAtom)) return
  const match = findRoute(routes, pathname)
  if (!match || match.route.redirect) return
  if (match.route.layout === 'default') DefaultLayout.preload()
  const token = store.get(accessTokenAtom)
  const answers = token ? (match.route.early?.(match.params) ?? []).map((path) => requestEarly(path, token)) : []
  const screen = match.route.screen as { preload?: (data?: Promise<void>) => void } | undefined
  screen?.preload?.(answers.length ? settledWithin(answers, DATA_WAIT_MS) : undefined)
}
