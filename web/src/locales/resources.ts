import type { ParseKeys } from 'i18next'
import accounts from './en/accounts.json'
import auth from './en/auth.json'
import common from './en/common.json'
import misc from './en/misc.json'
import routes from './en/routes.json'

export const defaultNS = 'common'

/** English is the fallback and the typing source: every other language must carry the same keys. */
export const en = { common, auth, misc, routes, accounts }

export const resources = { en } as const
export const namespaces = Object.keys(en) as (keyof typeof en)[]

/** A title of the `routes` namespace: route titles, menu labels and coming-soon headings. */
export type RouteTitleKey = ParseKeys<'routes'>
