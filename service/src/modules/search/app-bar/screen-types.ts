import type { Action, SubjectName } from '../../../permissions/subjects.js'

export type Permission = readonly [Action, SubjectName]

/**
 * One screen the app-bar search can find. `access` holds the spec's route markers (view|manage on Page|Demo):
 * any one opens the screen; 'signed-in' is for screens every signed-in person has (account pages, public
 * pages). `dataPermission` is the data the screen shows: it must pass too. These
 * mirror the web's route table (web/src/app/route-groups), so a result never leads to "not authorized".
 */
export interface Screen {
  title: string
  category: CategoryKey
  path: string
  /** A Fluent UI icon name without the size/style suffix, e.g. 'CalendarLtr'. */
  icon: string
  access: readonly Permission[] | 'signed-in'
  dataPermission?: Permission
}

/** Categories in the order the search answers them, with their shown titles. */
export const CATEGORIES = {
  product: 'Product',
  costs: 'Costs and billing',
  reports: 'Report examples and templates',
  administration: 'Administration',
  help: 'Help',
  account: 'Account',
  dashboards: 'Dashboards',
  apps: 'Apps',
  pages: 'Pages',
  'front-pages': 'Front pages',
  'user-interface': 'User interface',
  'forms-tables': 'Forms and tables',
  charts: 'Charts',
} as const
export type CategoryKey = keyof typeof CATEGORIES

export const viewPage: Permission[] = [['view', 'Page']]
export const managePage: Permission[] = [['manage', 'Page']]
export const viewDemo: Permission[] = [['view', 'Demo']]
