import { lazy } from 'react'
import type { ShowcaseGroup } from '../showcase-items'

/** /tables/*: the data table over the sandbox's sales rows and a plain table to copy. */
export const TABLES_GROUP: ShowcaseGroup = {
  key: 'tables',
  base: '/tables',
  ns: 'showcaseForms',
  items: [
    { slug: 'data-table', screen: lazy(() => import('./data-table-example')) },
    { slug: 'basic', screen: lazy(() => import('./basic-table-example')) },
  ],
}
