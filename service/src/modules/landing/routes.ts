import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { landingNumbers } from './landing-repository.js'
import { LandingSchema } from './schemas.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { orgScope } from '../../permissions/org-scope.js'

/** The signed-in landing for admins and clients: KPI cards and recent activity from one request. */
const landing: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Meeting'] },
      schema: {
        operationId: 'getLanding',
        tags: ['meetings'],
        summary:
          'Your organization at a glance: meetings this week, reports ready, analyses running, open share links, recent activity',
        response: { 200: LandingSchema, ...errorResponses(400) },
      },
    },
    async (request) => landingNumbers(app.db, orgScope(request)),
  )
}

export default landing
