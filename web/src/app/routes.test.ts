// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { findRoute } from '../lib/routing/match-route'
import { routes } from './routes'
import { screens } from './screens'

// Concrete examples of every path of the route table (placeholders filled in).
const SPEC_PATHS = [
  '/',
  '/i/u1',
  '/pages/user-profile',
  '/pages/account-settings',
  '/login',
  '/login copy',
  '/register',
  '/forgot-password',
  '/not-authorized',
  '/pages/misc/not-authorized',
  '/pages/misc/page-not-found',
  '/pages/misc/coming-soon',
  '/pages/misc/under-maintenance',
  '/front-pages/checkout',
  '/front-pages/help-center',
  '/front-pages/help-center/article/some-title',
  '/front-pages/landing-page',
  '/front-pages/payment',
  '/front-pages/pricing',
  '/pages/authentication/login-v1',
  '/pages/authentication/login-v2',
  '/pages/authentication/register-v1',
  '/pages/authentication/register-v2',
  '/pages/authentication/register-multi-steps',
  '/pages/authentication/forgot-password-v1',
  '/pages/authentication/forgot-password-v2',
  '/pages/authentication/reset-password-v1',
  '/pages/authentication/reset-password-v2',
  '/pages/authentication/two-steps-v1',
  '/pages/authentication/two-steps-v2',
  '/pages/authentication/verify-email-v1',
  '/pages/authentication/verify-email-v2',
  '/BBB_monitor/b1',
  '/BBB_monitor/BBBMonitorList',
  '/billing/billing',
  '/digitalprofiles/d1',
  '/digitalprofiles/DPList',
  '/jsonbuilder/SmartBuilder',
  '/jsonbuilder/SmartBuilderVisual',
  '/LLM/Summarize',
  '/LLM_report/l1',
  '/LLM_report/LLMReportList',
  '/main/Login',
  '/main/MainConference',
  '/main/SupportView',
  '/main/New_future',
  '/meetings/m1',
  '/meetings/MeetingList',
  '/search/transcripts',
  '/omc/barchart_omc',
  '/omc/dashboard_cost',
  '/omsinter/o1',
  '/rbotmanager/RbotFileList',
  '/reports/r1',
  '/reports/ReportList',
  '/reports-public/p1',
  '/review/t1',
  ...[
    'AnalyseActive',
    'BelbinExample',
    'CompExample',
    'DigitalProfileExample',
    'NegatiationExample',
    'RecruterExample',
    'SelfExample',
  ].map((s) => `/reports-example/${s}`),
  ...[
    'AlfaTemplate',
    'BelbinTemplate',
    'CompTemplate',
    'DigitalProfileTemplate',
    'InfoSecTemplate',
    'NegatiationTemplate',
    'RecruterTemplate',
    'SelfTemplate',
  ].map((s) => `/reports-template/${s}`),
  '/selfinter/s1',
  '/selfintermanager/s1',
  '/selfintermanager/SelfInterList',
  '/timer',
  '/access',
  '/access-control',
  // Template demo groups.
  '/apps/academy/dashboard',
  '/apps/calendar',
  '/apps/chat',
  '/apps/ecommerce/dashboard',
  '/apps/email',
  '/apps/invoice/list',
  '/apps/kanban',
  '/apps/logistics/dashboard',
  '/apps/permissions',
  '/apps/roles',
  '/apps/user/list',
  '/apps/user/view/7',
  '/dashboards/analytics',
  '/dashboards/crm',
  '/dashboards/ecommerce',
  '/dashboards/academy',
  '/dashboards/logistics',
  '/charts',
  '/charts/line',
  '/components/alert',
  '/extensions/tour',
  '/forms/textfield',
  '/tables/data-table',
  '/wizard-examples/checkout',
  ...['account', 'security', 'billing-plans', 'notification', 'connection'].map(
    (tab) => `/pages/account-settings/${tab}`,
  ),
  '/pages/user-profile/profile',
  '/apps/ecommerce/product/list',
  '/apps/ecommerce/product/add',
  '/apps/ecommerce/product/category-list',
  '/apps/ecommerce/order/list',
  '/apps/ecommerce/order/details/9042',
  '/apps/ecommerce/customer/list',
  '/apps/ecommerce/customer/details/879861',
  '/apps/ecommerce/customer/details/879861/security',
  '/apps/ecommerce/manage-review',
  '/apps/ecommerce/referrals',
  '/apps/ecommerce/settings',
  '/apps/invoice/preview/4987',
  '/apps/invoice/edit/4987',
  '/apps/invoice/add',
]

describe('route table', () => {
  it.each(SPEC_PATHS)('has a route of its own for %s', (path) => {
    const match = findRoute(routes, path)
    expect(match?.route.path).not.toBe('*')
  })

  it('sends unknown paths to the public 404 catch-all', () => {
    const match = findRoute(routes, '/definitely/not/here')!
    expect(match.route).toMatchObject({ path: '*', public: true, layout: 'blank' })
  })

  it('loads every screen lazily, so each is its own chunk, but the sign-in screen, which the entry carries', () => {
    for (const route of routes) {
      if (route.redirect || route.screen === screens.login) continue
      expect((route.screen as { $$typeof?: symbol } | undefined)?.$$typeof, route.path).toBe(Symbol.for('react.lazy'))
    }
    expect(findRoute(routes, '/login')?.route.screen).toBe(screens.login)
  })

  it('gives every guarded route a marker, and the catch-all is last', () => {
    for (const route of routes.filter((r) => !r.public && !r.unauthenticatedOnly && !r.redirect))
      expect(route.access?.length, route.path).toBeGreaterThan(0)
    expect(routes.at(-1)?.path).toBe('*')
  })

  it('prefers the list routes over their :id neighbours and decodes params', () => {
    expect(findRoute(routes, '/meetings/MeetingList')?.route.titleKey).toBe('meetingList')
    expect(findRoute(routes, '/meetings/a%20b')?.params).toEqual({ id: 'a b' })
  })
})
