import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, ConflictError, NotFoundError } from '../../../lib/errors.js'
import { deleteFuturePrice, findPrice, insertPrice, listPrices, toPrice } from '../price-repository.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import { CreatePriceBody, PriceListQuery, PriceListSchema, PriceSchema } from '../schemas/prices.js'
import { errorResponses } from '../../../lib/schemas/error.js'

const TAGS = ['costs']

/** The price table: read by everyone who reads costs, written by the superadmin only (`manage all`). */
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
          'A price change is a new row with a later `validFrom`; rows already written keep the price they were written with.',
        body: CreatePriceBody,
        response: { 201: PriceSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const b = request.body
      const validFrom = b.validFrom ? new Date(b.validFrom) : null
      if (validFrom && validFrom.getTime() < Date.now() - 60_000)
        throw new BadRequestError('validFrom must not be in the past: past usage keeps its price')
      if (!b.inputPriceMinor && !b.outputPriceMinor && b.unitPriceMinor === undefined)
        throw new BadRequestError('Give inputPriceMinor/outputPriceMinor or unitPriceMinor')
      const row = await insertPrice(app.db, { ...b, validFrom, createdBy: request.user.sub })
      if (!row) throw new ConflictError('A price for this kind, pattern and currency already starts at that instant')
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
        summary: 'Withdraw a future price',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      if (!(await findPrice(app.db, request.params.id))) throw new NotFoundError('Price not found')
      if (!(await deleteFuturePrice(app.db, request.params.id)))
        throw new ConflictError('This price is already in force; add a new price instead')
      return reply.code(204).send(null)
    },
  )
}

export default prices
