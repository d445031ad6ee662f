import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, ConflictError, NotFoundError } from '../../../lib/errors.js'
import { deleteUnusedPrice, findPrice, insertPrice, listPrices, toPrice } from '../price-repository.js'
import { listRecalculations, recalculatePrices } from '../price-recalculation-repository.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import {
  CreatePriceBody,
  PriceListQuery,
  PriceListSchema,
  PriceSchema,
  RecalculateBody,
  RecalculationListSchema,
  RecalculationSchema,
} from '../schemas/prices.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { recordAudit } from '../../audit/index.js'

const TAGS = ['costs']

/**
 * The price table (per usage kind, which names the engine and its unit, and per model): read by everyone who
 * reads costs, written by the superadmin only (`manage all`). A price applies from its start to usage written
 * from then on; rows already written keep their price until an explicit, audited recalculation.
 */
const prices: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/prices',
    {
      config: { can: ['read', 'Cost'] },
      schema: {
        operationId: 'listUsagePrices',
        tags: TAGS,
        summary: 'List usage prices',
        querystring: PriceListQuery,
        response: { 200: PriceListSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const rows = await listPrices(app.db, request.query)
      return { prices: rows.map(toPrice), total: rows.length }
    },
  )

  app.post(
    '/prices',
    {
      config: { can: ['manage', 'all'] },
      schema: {
        operationId: 'createUsagePrice',
        tags: TAGS,
        summary: 'Add a usage price',
        description:
          'A price change is a new row with its start (`validFrom`, which may lie in the past, e.g. a contract’s first day). Usage written from now on is priced by it; rows already written keep the price they were written with until a recalculation.',
        body: CreatePriceBody,
        response: { 201: PriceSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const b = request.body
      const validFrom = b.validFrom ? new Date(b.validFrom) : null
      if (!b.inputPriceMinor && !b.outputPriceMinor && b.unitPriceMinor === undefined)
        throw new BadRequestError('Give inputPriceMinor/outputPriceMinor or unitPriceMinor')
      const row = await insertPrice(app.db, { ...b, validFrom, createdBy: request.user.sub })
      if (!row) throw new ConflictError('A price for this kind, pattern and currency already starts at that instant')
      await recordAudit(app.db, request, {
        kind: 'price-added',
        orgId: null,
        target: row.id,
        meta: { kind: row.kind, pattern: row.pattern, validFrom: row.valid_from.toISOString() },
      })
      return reply.code(201).send(toPrice(row))
    },
  )

  app.delete(
    '/prices/:id',
    {
      config: { can: ['manage', 'all'] },
      schema: {
        operationId: 'deleteUsagePrice',
        tags: TAGS,
        summary: 'Withdraw a price no usage row was priced by',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const price = await findPrice(app.db, request.params.id)
      if (!price) throw new NotFoundError('Price not found')
      if (!(await deleteUnusedPrice(app.db, request.params.id)))
        throw new ConflictError('Usage rows were priced by this price; add a new price instead')
      await recordAudit(app.db, request, {
        kind: 'price-withdrawn',
        orgId: null,
        target: price.id,
        meta: { kind: price.kind, pattern: price.pattern },
      })
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/prices/recalculate',
    {
      config: { can: ['manage', 'all'] },
      schema: {
        operationId: 'recalculateUsagePrices',
        tags: TAGS,
        summary: 'Re-price a period’s usage by the price table as it stands',
        description:
          'Each row of the period (optionally one kind or organization) is priced by the price in force at its own instant. Months with an issued invoice are skipped. Recorded and audited; `dryRun` answers the same figures and changes nothing.',
        body: RecalculateBody,
        response: { 200: RecalculationSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const b = request.body
      if (b.from > b.to) throw new BadRequestError('from must not be after to')
      const result = await recalculatePrices(app.db, {
        from: b.from,
        to: b.to,
        kind: b.kind ?? null,
        orgId: b.orgId ?? null,
        reason: b.reason.trim(),
        by: request.user.sub,
        dryRun: b.dryRun,
      })
      if (!b.dryRun)
        await recordAudit(app.db, request, {
          kind: 'prices-recalculated',
          orgId: b.orgId ?? null,
          target: result.id,
          meta: { from: b.from, to: b.to, kind: b.kind ?? null, reason: b.reason.trim(), ...result },
        })
      return {
        ...result,
        from: b.from,
        to: b.to,
        kind: b.kind ?? null,
        orgId: b.orgId ?? null,
        reason: b.reason.trim(),
        dryRun: b.dryRun,
        createdBy: null,
        createdAt: null,
      }
    },
  )

  app.get(
    '/prices/recalculations',
    {
      config: { can: ['manage', 'all'] },
      schema: {
        operationId: 'listUsagePriceRecalculations',
        tags: TAGS,
        summary: 'Recalculations made, newest first',
        response: { 200: RecalculationListSchema },
      },
    },
    async () => ({
      recalculations: (await listRecalculations(app.db)).map((r) => ({
        id: r.id,
        from: r.from_day,
        to: r.to_day,
        kind: r.kind,
        orgId: r.org_id,
        reason: r.reason,
        rowsChanged: r.rows_changed,
        rowsSkipped: r.rows_skipped,
        deltaMinor: Number(r.delta_minor),
        dryRun: false,
        createdBy: r.created_by_name,
        createdAt: r.created_at.toISOString(),
      })),
    }),
  )
}

export default prices
