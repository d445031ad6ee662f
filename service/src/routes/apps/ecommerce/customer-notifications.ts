import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../domain/errors.js'
import {
  readCustomerNotifications,
  saveCustomerNotifications,
} from '../../../repositories/sandbox/customer-notifications-repository.js'
import { sandboxScope } from '../../sandbox-scope.js'
import { errorResponses } from '../../../schemas/error.js'
import { CustomerNotificationsSchema } from '../../../schemas/sandbox/ecommerce-writes.js'
import { IntIdParams } from '../../../schemas/sandbox/list-query.js'

const TAGS = ['sandbox-ecommerce']
const NOT_FOUND = 'Customer not found'

/** A customer's mail choices (the notifications tab), by customerId like the spec's customer call. */
const customerNotifications: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/notifications',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getCustomerNotifications',
        tags: TAGS,
        summary: 'The mails a customer gets',
        params: IntIdParams,
        response: { 200: CustomerNotificationsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const prefs = await readCustomerNotifications(app.db, sandboxScope(request), request.params.id)
      if (!prefs) throw new NotFoundError(NOT_FOUND)
      return prefs
    },
  )

  app.put(
    '/:id/notifications',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'updateCustomerNotifications',
        tags: TAGS,
        summary: 'Choose the mails a customer gets',
        params: IntIdParams,
        body: CustomerNotificationsSchema,
        response: { 200: CustomerNotificationsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const prefs = await saveCustomerNotifications(app.db, sandboxScope(request), request.params.id, request.body)
      if (!prefs) throw new NotFoundError(NOT_FOUND)
      return prefs
    },
  )
}

export default customerNotifications
