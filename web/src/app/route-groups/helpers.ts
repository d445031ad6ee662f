import type { Action, Permission, Subject } from '../../lib/ability'
import type { AppRoute } from '../../lib/routing/route-types'
import { screens } from '../screens'

export const allow = (action: Action, subject: Subject): Permission => ({ action, subject })

// The spec's markers.
export const viewPage = [allow('view', 'Page')]
export const managePage = [allow('manage', 'Page')]
export const viewDemo = [allow('view', 'Demo')]

type Extra = Partial<Omit<AppRoute, 'path' | 'titleKey'>>

/** A screen in the default layout; coming-soon until its issue builds it. */
export const page = (path: string, titleKey: AppRoute['titleKey'], extra: Extra = {}): AppRoute => ({
  path,
  titleKey,
  layout: 'default',
  screen: screens.comingSoon,
  ...extra,
})

/** A public screen in the blank layout (front pages, misc pages, public links). */
export const publicPage = (path: string, titleKey: AppRoute['titleKey'], extra: Extra = {}): AppRoute =>
  page(path, titleKey, { layout: 'blank', public: true, ...extra })
