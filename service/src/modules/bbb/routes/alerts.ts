import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listAlerts } from '../alert-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { AlertListQuery, AlertListSchema } from '../schemas/monitor.js'
import { orgScope } from '../../../permissions/org-scope.js'

/** Alerts raised by servers' thresholds, on the servers the caller sees. */
const alerts: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'BbbServer'] },
      schema: {
        operationId: 'listBbbAlerts',
        tags: ['bbb'],
        summary: 'Alerts raised by server thresholds',
        description: 'Open ones by default (`status=all` adds cleared ones); open first, newest first.',
        querystring: AlertListQuery,
        response: { 200: AlertListSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ alerts: await listAlerts(app.db, orgScope(request), request.query) }),
  )
}

export default alerts
