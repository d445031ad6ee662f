import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { readCustomerNotifications, saveCustomerNotifications } from '../customer-notifications-repository.js'
import { sandboxScope } from '../../scope.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { CustomerNotificationsSchema } from '../schemas-writes.js'
import { IntIdParams } from '../../shared/list-query.js'

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
