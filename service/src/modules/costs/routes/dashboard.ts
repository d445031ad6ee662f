import { Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { costBreakdown, costKpis, costSeries, topSubjects } from '../dashboard-repository.js'
import { previousPeriod } from '../cost-filter.js'
import { allCostRows, costRows } from '../cost-rows-repository.js'
import { dimensionBreakdown } from '../breakdown-repository.js'
import { usageTotals } from '../../billing/index.js'
import {
  BreakdownQuery,
  BreakdownSchema,
  CostExportQuery,
  CostOverviewQuery,
  CostOverviewSchema,
  CostRowPageSchema,
  CostRowsQuery,
} from '../schemas/dashboard.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { costFilter } from './cost-scope.js'
import { CSV_COLUMNS, csvLine } from './csv.js'
import { recordAudit } from '../../audit/index.js'
const TAGS = ['costs']

/** The cost dashboards: one overview (KPIs, series, breakdowns, top records), the rows behind it, and their CSV. */
const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/overview',
    {
      config: { can: ['read', 'Cost'] },
      schema: {
        operationId: 'getCostOverview',
        tags: TAGS,
        summary: 'Cost KPIs, spend over time and breakdowns',
        description:
          'omc reads every organization (or one with `orgId`); an admin its own. Days are local to each organization.',
        querystring: CostOverviewQuery,
        response: { 200: CostOverviewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const f = await costFilter(request, request.query)
      const { granularity, stackBy } = request.query
      const [kpis, series, byOrg, byModel, topMeetings, topReports] = await Promise.all([
        costKpis(app.db, f),
        costSeries(app.db, f, granularity, stackBy),
        costBreakdown(app.db, f, 'org'),
        costBreakdown(app.db, f, 'model'),
        topSubjects(app.db, f, 'meeting'),
        topSubjects(app.db, f, 'report'),
      ])
      const prev = previousPeriod(f)
      return {
        from: f.from,
        to: f.to,
        previousFrom: prev.from,
        previousTo: prev.to,
        currency: f.currency,
        granularity,
        kpis: {
          spendMinor: kpis.spendMinor,
          previousSpendMinor: kpis.previousSpendMinor,
          changePercent:
            kpis.previousSpendMinor > 0
              ? Math.round(((kpis.spendMinor - kpis.previousSpendMinor) / kpis.previousSpendMinor) * 1000) / 10
              : null,
          analysedMeetings: kpis.analysedMeetings,
          costPerMeetingMinor:
            kpis.analysedMeetings > 0 ? Math.round(kpis.meetingSpendMinor / kpis.analysedMeetings) : null,
          tokens: kpis.tokens,
          events: kpis.events,
        },
        series,
        byOrg,
        byKind: kpis.byKind,
        byModel,
        topMeetings,
        topReports,
      }
    },
  )

  app.get(
    '/breakdown',
    {
      config: { can: ['read', 'Cost'] },
      schema: {
        operationId: 'getCostBreakdown',
        tags: TAGS,
        summary: 'Spend broken down by user, engine, model, report kind or meeting tag',
        description:
          'The dashboard’s filter and scope (omc every organization or one, an admin its own). Rows written before a dimension was kept have a null key (unknown). By tag, a row of a meeting with several tags counts under each.',
        querystring: BreakdownQuery,
        response: { 200: BreakdownSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const f = await costFilter(request, request.query)
      const [items, totals] = await Promise.all([
        dimensionBreakdown(app.db, f, request.query.by),
        usageTotals(app.db, f),
      ])
      const rest = items.slice(100)
      return {
        by: request.query.by,
        from: f.from,
        to: f.to,
        currency: f.currency,
        totalMinor: totals.spendMinor,
        countsRowsOnce: request.query.by !== 'tag',
        items: items.slice(0, 100),
        moreItems: rest.length,
        moreMinor: rest.reduce((n, i) => n + i.amountMinor, 0),
      }
    },
  )

  app.get(
    '/rows',
    {
      config: { can: ['read', 'Cost'] },
      schema: {
        operationId: 'listCostRows',
        tags: TAGS,
        summary: 'Usage rows of a period (drill-down)',
        querystring: CostRowsQuery,
        response: { 200: CostRowPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      return costRows(app.db, await costFilter(request, request.query), request.query.page, request.query.itemsPerPage)
    },
  )

  app.get(
    '/export',
    {
      config: { can: ['read', 'Cost'] },
      schema: {
        operationId: 'exportCostRows',
        tags: TAGS,
        summary: 'The rows behind a view as CSV',
        querystring: CostExportQuery,
        produces: ['text/csv'],
        response: {
          200: Type.String({
            description:
              'CSV in UTF-8 with a byte order mark: one header line, then one line per usage row, newest first',
          }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const f = await costFilter(request, request.query)
      await recordAudit(app.db, request, {
        kind: 'export',
        orgId: f.orgId ?? request.user.orgId ?? null,
        target: 'cost-rows.csv',
        meta: { from: f.from, to: f.to, kind: f.kind },
      })
      async function* lines() {
        // A byte order mark first: Excel on Windows reads the file as UTF-8 only with it (Cyrillic, Arabic names).
        yield `\uFEFF${csvLine(CSV_COLUMNS)}`
        for await (const batch of allCostRows(app.db, f))
          yield batch.map((r) => csvLine(CSV_COLUMNS.map((c) => r[c]))).join('')
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="costs-${f.from}-${f.to}.csv"`)
        .send(Readable.from(lines()))
    },
  )
}

export default dashboard
