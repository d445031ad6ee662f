import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../lib/errors.js'
import { addPermission, deletePermission, updatePermission } from './permission-write-repository.js'
import { listPermissions } from './permissions-repository.js'
import { NoContent } from '../../lib/schemas/common.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { IntIdParams } from '../shared/list-query.js'
import { SavePermissionBody } from './schemas-permission-write.js'
import { PermissionPage, PermissionQuery, PermissionSchema } from './schemas.js'
import { sandboxScope } from '../scope.js'

const TAGS = ['sandbox-permissions']
const manage = { can: ['manage', 'Demo'] as ['manage', 'Demo'] }
const NOT_FOUND = 'Permission not found'

const permissions: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listPermissions',
        tags: ['sandbox-permissions'],
        summary: 'List the sample permissions',
        description: 'q matches the name or created date, or the start of an assigned role; sortBy name.',
        querystring: PermissionQuery,
        response: { 200: PermissionPage, ...errorResponses(400) },
      },
    },
    async (request) => listPermissions(app.db, sandboxScope(request), request.query),
  )

  // The permission dialogs' writes (the spec lists only the list call).
  app.post(
    '',
    {
      config: manage,
      schema: {
        operationId: 'addPermission',
        tags: TAGS,
        summary: 'Add a permission (names are unique)',
        body: SavePermissionBody,
        response: { 201: PermissionSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await addPermission(app.db, sandboxScope(request), request.body)),
  )

  app.put(
    '/:id',
    {
      config: manage,
      schema: {
        operationId: 'updatePermission',
        tags: TAGS,
        summary: 'Rename a permission or change its roles',
        params: IntIdParams,
        body: SavePermissionBody,
        response: { 200: PermissionSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const saved = await updatePermission(app.db, sandboxScope(request), request.params.id, request.body)
      if (!saved) throw new NotFoundError(NOT_FOUND)
      return saved
    },
  )

  app.delete(
    '/:id',
    {
      config: manage,
      schema: {
        operationId: 'deletePermission',
        tags: TAGS,
        summary: 'Delete a permission',
        params: IntIdParams,
        response: { 204: NoContent, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deletePermission(app.db, sandboxScope(request), request.params.id)))
        throw new NotFoundError(NOT_FOUND)
      return reply.code(204).send(null)
    },
  )
}

export default permissions
