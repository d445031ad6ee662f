import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listVehicles } from '../../../repositories/sandbox/vehicles-repository.js'
import { errorResponses } from '../../../schemas/error.js'
import { VehiclePage, VehicleQuery } from '../../../schemas/sandbox/logistics.js'
import { sandboxScope } from '../../sandbox-scope.js'

const logistics: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/vehicles', {
    config: { can: ['read', 'Demo'] },
    schema: {
      operationId: 'listVehicles',
      tags: ['sandbox-logistics'],
      summary: 'List fleet vehicles',
      description: 'sortBy location, startRoute, endRoute, warnings, progress.',
      querystring: VehicleQuery,
      response: { 200: VehiclePage, ...errorResponses(400) },
    },
  }, async (request) => listVehicles(app.db, sandboxScope(request), request.query))
}

export default logistics
