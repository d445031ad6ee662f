import type { ComponentType } from 'react'
import type { UserData } from '../session-atoms'
import type { Permission } from '../ability'
import type { RouteTitleKey } from '../../locales/resources'

export type LayoutName = 'default' | 'blank'
export type RouteParams = Record<string, string | undefined>

export interface ScreenProps {
  route: AppRoute
  params: RouteParams
}

export interface RedirectContext {
  params: RouteParams
  search: URLSearchParams
  userData: UserData | null
}

export interface RedirectResult {
  to: string
  /** Forget the stored session first (the start page does this when the query carries a token). */
  clearSession?: boolean
}

export type NavGroupId = 'product' | 'costs' | 'administration' | 'help' | 'examples' | 'sandbox'

export interface AppRoute {
  /** wouter-style pattern from config/paths.ts; `*` alone is the catch-all. */
  path: string
  titleKey: RouteTitleKey
  layout: LayoutName
  /** The screen: lazily loaded (its own chunk, fetched when the route is first opened), /login's from the entry. */
  screen?: ComponentType<ScreenProps>
  /** Redirect-only routes compute their target instead of rendering. */
  redirect?: (context: RedirectContext) => RedirectResult
  /** The spec's marker (view|manage on Page|Demo): at least one must be permitted. */
  access?: Permission[]
  /** Data permissions the screen needs: every one must be permitted. */
  requires?: Permission[]
  public?: boolean
  unauthenticatedOnly?: boolean
  /** Listed in the default layout's side navigation under this group. */
  nav?: NavGroupId
  /**
   * GET requests (paths with their query, as the screen sends them) whose answer the screen's first paint waits for:
   * on a page opened signed in they are sent at start-up, beside the chunks, and the screen's own identical request
   * takes the answer (lib/early-requests.ts).
   */
  early?: (params: RouteParams) => string[]
}
