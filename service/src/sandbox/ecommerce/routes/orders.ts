import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { deleteOrder, findOrderByNumber, listOrders } from '../orders-repository.js'
import { NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { OrderPage, OrderQuery, OrderSchema } from '../schemas.js'
import { IntIdParams } from '../../shared/list-query.js'
import { sandboxScope } from '../../scope.js'

const TAGS = ['sandbox-ecommerce']

const orders: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listOrders',
        tags: TAGS,
        summary: 'List orders',
        description: 'Search on customer, email and order number; sortBy order, customers, date, status, spent.',
        querystring: OrderQuery,
        response: { 200: OrderPage, ...errorResponses(400) },
      },
    },
    async (request) => listOrders(app.db, sandboxScope(request), request.query),
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getOrder',
        tags: TAGS,
        summary: 'Get an order by its order number',
        params: IntIdParams,
        response: { 200: OrderSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const order = await findOrderByNumber(app.db, sandboxScope(request), request.params.id)
      if (!order) throw new NotFoundError('Order not found')
      return order
    },
  )

  // The template answers 204 whether or not the order existed: deleting is idempotent.
  app.delete(
    '/:id',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'deleteOrder',
        tags: TAGS,
        summary: 'Delete an order (always 204)',
        params: IntIdParams,
        response: { 204: NoContent, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await deleteOrder(app.db, sandboxScope(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}

export default orders
