import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { TSchema } from '@sinclair/typebox'
import {
  getAcademyDashboard,
  getAnalyticsDashboard,
  getCrmDashboard,
  getEcommerceDashboard,
  getLogisticsDashboard,
} from './dashboards-repository.js'
import type { Handle } from '../shared/handle.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { sandboxScope } from '../scope.js'
import {
  AcademyDashboardSchema,
  AnalyticsDashboardSchema,
  CrmDashboardSchema,
  EcommerceDashboardSchema,
  LogisticsDashboardSchema,
} from './schemas.js'

const DASHBOARDS: {
  path: string
  operationId: string
  summary: string
  schema: TSchema
  load: (db: Handle, scope: string) => Promise<unknown>
}[] = [
  {
    path: '/analytics',
    operationId: 'getAnalyticsDashboard',
    summary: 'Analytics dashboard: KPIs, weekly overview, sales by country, performance, recent transactions',
    schema: AnalyticsDashboardSchema,
    load: getAnalyticsDashboard,
  },
  {
    path: '/crm',
    operationId: 'getCrmDashboard',
    summary:
      'CRM dashboard: ratings, sales overview, revenue growth, earnings by category, projects, last transactions',
    schema: CrmDashboardSchema,
    load: getCrmDashboard,
  },
  {
    path: '/ecommerce',
    operationId: 'getEcommerceDashboard',
    summary: 'eCommerce dashboard: statistics, revenue by month, orders by status, stock, popular products, invoices',
    schema: EcommerceDashboardSchema,
    load: getEcommerceDashboard,
  },
  {
    path: '/academy',
    operationId: 'getAcademyDashboard',
    summary: 'Academy dashboard: course progress, time spent, topic interest, top courses',
    schema: AcademyDashboardSchema,
    load: getAcademyDashboard,
  },
  {
    path: '/logistics',
    operationId: 'getLogisticsDashboard',
    summary: 'Logistics dashboard: fleet overview, warnings, progress buckets, vehicles on route',
    schema: LogisticsDashboardSchema,
    load: getLogisticsDashboard,
  },
]

/** One endpoint per sandbox dashboard: a single request that PostgreSQL aggregates in one statement. */
const dashboards: FastifyPluginAsyncTypebox = async (app) => {
  for (const d of DASHBOARDS) {
    app.get(
      d.path,
      {
        config: { can: ['read', 'Demo'] },
        schema: {
          operationId: d.operationId,
          tags: ['sandbox-dashboards'],
          summary: d.summary,
          response: { 200: d.schema, ...errorResponses(401, 403) },
        },
      },
      async (request) => d.load(app.db, sandboxScope(request)),
    )
  }
}

export default dashboards
