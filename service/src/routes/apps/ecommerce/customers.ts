import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../domain/errors.js'
import { findCustomer, listCustomers } from '../../../repositories/sandbox/customers-repository.js'
import { errorResponses } from '../../../schemas/error.js'
import { CustomerDetailSchema, CustomerPage, CustomerQuery } from '../../../schemas/sandbox/ecommerce.js'
import { IntIdParams } from '../../../schemas/sandbox/list-query.js'
import { sandboxScope } from '../../sandbox-scope.js'

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
