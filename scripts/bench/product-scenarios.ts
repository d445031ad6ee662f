import { listMeetings } from '../../service/src/modules/meetings/meeting-repository.js'
import { listReports } from '../../service/src/modules/reports/report-repository.js'
import { ORG_ID } from './foundation-scenarios.js'
import { statementOf } from './statement-of.js'

/**
 * Product list endpoints for the bench: each compared with a minimal reference endpoint running the
 * statement the repository runs for the same page (compiled from the repository function; `ORG_ID` is
 * the admin's organization; first page of 10, default sort). Both lists are one round trip (page and
 * total through a window count) over an (org_id, sort column) index.
 */
export interface ProductScenario {
  name: string
  path: string
  role: 'admin'
  sql: string
  params: unknown[]
}

export const productScenarios: ProductScenario[] = [
  {
    name: 'meetings list',
    path: '/api/meetings',
    role: 'admin',
    ...(await statementOf((db) =>
      listMeetings(db, ORG_ID, { page: 1, itemsPerPage: 10, sortBy: 'scheduledAt', orderBy: 'asc' }),
    )),
  },
  {
    name: 'reports list',
    path: '/api/reports',
    role: 'admin',
    ...(await statementOf((db) =>
      listReports(db, ORG_ID, { page: 1, itemsPerPage: 10, sortBy: 'createdAt', orderBy: 'desc' }),
    )),
  },
]
