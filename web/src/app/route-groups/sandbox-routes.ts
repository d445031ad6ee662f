import { paths } from '../../config/paths'
import type { AppRoute } from '../../lib/routing/route-types'
import { sandboxScreens, screens } from '../screens'
import { page, viewDemo, viewPage } from './helpers'

type TitleKey = AppRoute['titleKey']

// The demo groups served by the showcase framework (features/showcase/showcase-items.ts), one sub-route per item.
const { charts, cards, forms, tables, wizardExamples, components, extensions } = paths.demoGroups
const SHOWCASE_PATHS: string[] = [
  charts.path,
  cards.path,
  forms.path,
  tables.path,
  wizardExamples.path,
  components.path,
  extensions.path,
]

// Entries of one paths group, each a sandbox screen titled `<prefix>.<key>`.
const group = (entries: Record<string, { path: string }>, prefix: string, nav?: AppRoute['nav']) =>
  Object.entries(entries).map(([key, { path }]) =>
    page(path, `${prefix}.${key}` as TitleKey, {
      access: viewDemo,
      nav,
      screen: sandboxScreens[`${prefix}.${key}`] ?? screens.comingSoon,
    }),
  )

// Only the entry screens go to the menu; detail and form screens are reached from them.
const listed =
  (keys: string[]) =>
  (route: AppRoute): AppRoute =>
    keys.some((key) => route.titleKey.endsWith(`.${key}`)) ? route : { ...route, nav: undefined }

/** The admin-template areas: a persisted sandbox, opened by `view Demo`. */
export const sandboxRoutes: AppRoute[] = [
  // Everyone signed in has a profile and settings, whatever the role: `view Page` or `view Demo`.
  page(paths.userProfile.tab.path, 'userProfile', { access: [...viewPage, ...viewDemo], screen: screens.userProfile }),
  page(paths.accountSettings.tab.path, 'accountSettings', {
    access: [...viewPage, ...viewDemo],
    screen: screens.accountSettings,
  }),

  ...group(paths.dashboards, 'dashboard', 'sandbox').map((route) => ({ ...route, screen: screens.dashboard })),
  ...group(paths.apps, 'app', 'sandbox').map(
    listed([
      'academyDashboard',
      'calendar',
      'chat',
      'email',
      'kanban',
      'logisticsDashboard',
      'permissions',
      'roles',
      'userList',
    ]),
  ),
  ...group(paths.ecommerce, 'ecommerce', 'sandbox').map(
    listed([
      'dashboard',
      'productList',
      'categoryList',
      'orderList',
      'customerList',
      'manageReview',
      'referrals',
      'settings',
    ]),
  ),
  ...group(paths.invoice, 'invoice', 'sandbox').map(listed(['list'])),
  ...group(paths.templatePages, 'templatePage', 'sandbox').map((route) =>
    route.path === paths.templatePages.faq.path
      ? { ...route, screen: screens.faq }
      : route.path === paths.templatePages.pricing.path
        ? { ...route, screen: screens.sandboxPricing }
        : route,
  ),
  ...group(paths.demoGroups, 'demoGroup').map((route) =>
    SHOWCASE_PATHS.includes(route.path) ? { ...route, screen: screens.showcaseGroup } : route,
  ),
]
