import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { findOrderDetails } from '../order-details-repository.js'
import { findOrderByNumber } from '../orders-repository.js'
import { sandboxScope } from '../../scope.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { OrderDetailsSchema } from '../schemas-writes.js'
import { IntIdParams } from '../../shared/list-query.js'

/** An order's lines, totals and addresses, beside the spec's order call (which has none of them). */
const orderDetails: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/details',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getOrderDetails',
        tags: ['sandbox-ecommerce'],
        summary: 'An order’s lines, totals and addresses by its order number',
        params: IntIdParams,
        response: { 200: OrderDetailsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const scope = sandboxScope(request)
      const order = await findOrderByNumber(app.db, scope, request.params.id)
      if (!order) throw new NotFoundError('Order not found')
      return findOrderDetails(app.db, scope, order)
    },
  )
}

export default orderDetails
