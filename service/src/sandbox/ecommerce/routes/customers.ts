import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { findCustomer, listCustomers } from '../customers-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { CustomerDetailSchema, CustomerPage, CustomerQuery } from '../schemas.js'
import { IntIdParams } from '../../shared/list-query.js'
import { sandboxScope } from '../../scope.js'

const TAGS = ['sandbox-ecommerce']

const customers: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listCustomers',
        tags: TAGS,
        summary: 'List customers',
        description: 'Search on customer, country and email; sortBy customer, country, customerId, orders, totalSpent.',
        querystring: CustomerQuery,
        response: { 200: CustomerPage, ...errorResponses(400) },
      },
    },
    async (request) => listCustomers(app.db, sandboxScope(request), request.query),
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getCustomer',
        tags: TAGS,
        summary: 'Get a customer by its customerId',
        params: IntIdParams,
        response: { 200: CustomerDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const customer = await findCustomer(app.db, sandboxScope(request), request.params.id)
      if (!customer) throw new NotFoundError('Customer not found')
      return customer
    },
  )
}

export default customers
