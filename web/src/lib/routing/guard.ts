import { loginHref, paths } from '../../config/paths'
import type { Permission } from '../ability'
import type { AppRoute } from './route-types'

export type Can = (permission: Permission) => boolean

/**
 * Whether the abilities open a route: public ones always; otherwise one of its spec markers AND every data
 * permission. A route that declares no marker opens for nobody, so a forgotten marker fails closed.
 */
export function canOpen(route: AppRoute, can: Can): boolean {
  if (route.public || route.redirect) return true
  if (!route.access?.some(can)) return false
  return (route.requires ?? []).every(can)
}

export interface GuardInput {
  route: AppRoute
  signedIn: boolean
  can: Can
  pathname: string
  /** The query without its leading `?`. */
  search: string
}

export type GuardResult = { kind: 'allow' } | { kind: 'redirect'; to: string }

/** The route guard: public routes open, unauthenticated-only ones send a signed-in user to /, others need a permitted route entry (denied: not-authorized when signed in, login with ?to= when not). */
export function guard({ route, signedIn, can, pathname, search }: GuardInput): GuardResult {
  if (route.public || route.redirect) return { kind: 'allow' }
  if (route.unauthenticatedOnly) return signedIn ? { kind: 'redirect', to: paths.root.path } : { kind: 'allow' }
  if (signedIn && canOpen(route, can)) return { kind: 'allow' }
  if (signedIn) return { kind: 'redirect', to: paths.misc.notAuthorized.path }
  // Signed out: to login, keeping the query and naming the requested path (omitted for the root).
  return { kind: 'redirect', to: loginHref(pathname, new URLSearchParams(search)) }
}
