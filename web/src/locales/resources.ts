import type { ParseKeys } from 'i18next'
import account from './en/account.json'
import accounts from './en/accounts.json'
import auditLog from './en/auditLog.json'
import analysis from './en/analysis.json'
import auth from './en/auth.json'
import billing from './en/billing.json'
import bbb from './en/bbb.json'
import common from './en/common.json'
import costs from './en/costs.json'
import dashboards from './en/dashboards.json'
import frontCheckout from './en/frontCheckout.json'
import frontHelp from './en/frontHelp.json'
import meetings from './en/meetings.json'
import llm from './en/llm.json'
import misc from './en/misc.json'
import profiles from './en/profiles.json'
import reportGuides from './en/reportGuides.json'
import reportKinds from './en/reportKinds.json'
import reports from './en/reports.json'
import routes from './en/routes.json'
import sandboxPages from './en/sandboxPages.json'
import showcase from './en/showcase.json'
import showcaseForms from './en/showcaseForms.json'
import showcaseGallery from './en/showcaseGallery.json'
import sandboxCalendar from './en/sandboxCalendar.json'
import sandboxChat from './en/sandboxChat.json'
import sandboxEmail from './en/sandboxEmail.json'
import sandboxInvoice from './en/sandboxInvoice.json'
import sandboxKanban from './en/sandboxKanban.json'
import sandboxPermissions from './en/sandboxPermissions.json'
import sandboxUsers from './en/sandboxUsers.json'
import sandboxAcademy from './en/sandboxAcademy.json'
import sandboxLogistics from './en/sandboxLogistics.json'
import sandboxRoles from './en/sandboxRoles.json'
import ecommerce from './en/ecommerce.json'
import templates from './en/templates.json'
import support from './en/support.json'
import whatsNew from './en/whatsNew.json'
import access from './en/access.json'
import selfInterviews from './en/selfInterviews.json'
import timer from './en/timer.json'
import sandboxScope from './en/sandboxScope.json'

export { defaultNS } from './english-core'

/** English is the fallback and the typing source: every other language must carry the same keys. */
export const en = {
  common,
  auth,
  misc,
  routes,
  accounts,
  account,
  meetings,
  reports,
  reportKinds,
  reportGuides,
  profiles,
  frontHelp,
  frontCheckout,
  dashboards,
  sandboxPages,
  showcase,
  showcaseForms,
  auditLog,
  analysis,
  costs,
  billing,
  llm,
  bbb,
  sandboxKanban,
  sandboxUsers,
  sandboxEmail,
  sandboxChat,
  sandboxCalendar,
  sandboxInvoice,
  sandboxPermissions,
  templates,
  support,
  whatsNew,
  access,
  selfInterviews,
  timer,
  sandboxAcademy,
  sandboxLogistics,
  sandboxRoles,
  sandboxScope,
  ecommerce,
  showcaseGallery,
}

export const resources = { en } as const
export const namespaces = Object.keys(en) as (keyof typeof en)[]

/** A title of the `routes` namespace: route titles, menu labels and coming-soon headings. */
export type RouteTitleKey = ParseKeys<'routes'>
