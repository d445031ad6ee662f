import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { placeCheckoutOrder } from './checkout-repository.js'
import { sandboxScope } from '../scope.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { CheckoutBody, CheckoutResult } from './schemas.js'

/** The checkout wizard (/wizard-examples/checkout) places its order in the sandbox's order list. */
const checkout: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'createCheckoutOrder',
        tags: ['sandbox-ecommerce'],
        summary: 'Place an order from the checkout wizard',
        description:
          "Prices come from the product catalogue. Idempotent on `idempotencyKey`: a retry answers 200 with the first attempt's order (`replayed: true`) instead of 201 with a new one.",
        body: CheckoutBody,
        response: { 200: CheckoutResult, 201: CheckoutResult, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const result = await placeCheckoutOrder(app.db, sandboxScope(request), request.body)
      return reply.code(result.replayed ? 200 : 201).send(result)
    },
  )
}

export default checkout
