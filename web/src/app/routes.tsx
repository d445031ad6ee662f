import { entryRoutes } from './route-groups/entry-routes'
import { productRoutes } from './route-groups/product-routes'
import { sandboxRoutes } from './route-groups/sandbox-routes'
import type { AppRoute } from '../lib/routing/route-types'
import { screens } from './screens'

/** The spec's `{error}` catch-all: any unknown path shows the 404 screen at its own URL. */
const catchAll: AppRoute = {
  path: '*',
  titleKey: 'pageNotFound',
  layout: 'blank',
  public: true,
  screen: screens.notFound,
}

/**
 * The route table as data: pattern, lazily loaded screen or redirect, layout, access markers,
 * data permissions and flags. Order matters: the first match wins, and the catch-all is last.
 */
export const routes: readonly AppRoute[] = [...entryRoutes, ...productRoutes, ...sandboxRoutes, catchAll]
