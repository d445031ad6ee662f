import type { ParseKeys } from 'i18next'
import account from './en/account.json'
import accounts from './en/accounts.json'
import auditLog from './en/auditLog.json'
import analysis from './en/analysis.json'
import auth from './en/auth.json'
import billing from './en/billing.json'
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

export const defaultNS = 'common'

/** English is the fallback and the typing source: every other language must carry the same keys. */
export const en = { common, auth, misc, routes, accounts, account, meetings, reports, reportKinds, reportGuides, profiles, frontHelp, frontCheckout, dashboards, sandboxPages, showcase, auditLog, analysis, costs, billing, llm }

export const resources = { en } as const
export const namespaces = Object.keys(en) as (keyof typeof en)[]

/** A title of the `routes` namespace: route titles, menu labels and coming-soon headings. */
export type RouteTitleKey = ParseKeys<'routes'>
