import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listPermissions } from '../../../repositories/sandbox/permissions-repository.js'
import { errorResponses } from '../../../schemas/error.js'
import { PermissionPage, PermissionQuery } from '../../../schemas/sandbox/permissions.js'

const permissions: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', {
    config: { can: ['read', 'Demo'] },
    schema: {
      operationId: 'listPermissions',
      tags: ['sandbox-permissions'],
      summary: 'List the sample permissions',
      description: 'q matches the name or created date, or the start of an assigned role; sortBy name.',
      querystring: PermissionQuery,
      response: { 200: PermissionPage, ...errorResponses(400) },
    },
  }, async (request) => listPermissions(app.db, request.query))
}

export default permissions
