import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../lib/errors.js'
import { findVehicle } from './vehicle-detail-repository.js'
import { listVehicles } from './vehicles-repository.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { IntIdParams } from '../shared/list-query.js'
import { VehiclePage, VehicleQuery, VehicleSchema } from './schemas.js'
import { sandboxScope } from '../scope.js'

const logistics: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/vehicles',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listVehicles',
        tags: ['sandbox-logistics'],
        summary: 'List fleet vehicles',
        description: 'sortBy location, startRoute, endRoute, warnings, progress.',
        querystring: VehicleQuery,
        response: { 200: VehiclePage, ...errorResponses(400) },
      },
    },
    async (request) => listVehicles(app.db, sandboxScope(request), request.query),
  )

  // The fleet screen's route view opened by a link (the spec lists only the list call).
  app.get(
    '/vehicles/:id',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getVehicle',
        tags: ['sandbox-logistics'],
        summary: 'Get one fleet vehicle',
        params: IntIdParams,
        response: { 200: VehicleSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const vehicle = await findVehicle(app.db, sandboxScope(request), request.params.id)
      if (!vehicle) throw new NotFoundError('Vehicle not found')
      return vehicle
    },
  )
}

export default logistics
