import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ConflictError, NotFoundError } from '../../lib/errors.js'
import { deleteRole } from '../users/index.js'
import { NoContent } from '../../lib/schemas/common.js'
import { addRole, findRole, listRoles, updateRole } from './roles-repository.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { IntIdParams } from '../shared/list-query.js'
import { RoleList, RoleSchema, SaveRoleBody } from './schemas.js'
import { sandboxScope } from '../scope.js'

const TAGS = ['sandbox-roles']
const manage = { can: ['manage', 'Demo'] as ['manage', 'Demo'] }

/** The roles screen (the spec lists no call for it): role cards with their members and the permission matrix. */
const roles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listRoles',
        tags: TAGS,
        summary: 'List the roles with member counts, first members and permissions',
        response: { 200: RoleList, ...errorResponses(400) },
      },
    },
    async (request) => ({ roles: await listRoles(app.db, sandboxScope(request)) }),
  )

  app.post(
    '',
    {
      config: manage,
      schema: {
        operationId: 'addRole',
        tags: TAGS,
        summary: 'Add a role with its permission matrix (names are unique)',
        body: SaveRoleBody,
        response: { 201: RoleSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const scope = sandboxScope(request)
      const id = await addRole(app.db, scope, request.body)
      return reply.code(201).send((await findRole(app.db, scope, id))!)
    },
  )

  app.put(
    '/:id',
    {
      config: manage,
      schema: {
        operationId: 'updateRole',
        tags: TAGS,
        summary: 'Rename a role or change its permission matrix',
        params: IntIdParams,
        body: SaveRoleBody,
        response: { 200: RoleSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const scope = sandboxScope(request)
      if (!(await updateRole(app.db, scope, request.params.id, request.body))) throw new NotFoundError('Role not found')
      return (await findRole(app.db, scope, request.params.id))!
    },
  )

  app.delete(
    '/:id',
    {
      config: manage,
      schema: {
        operationId: 'deleteRole',
        tags: TAGS,
        summary: 'Delete a role that no user holds',
        description:
          'Refused (409) while sample users still hold the role: reassign them first (a role change on the user). Nobody is moved silently.',
        params: IntIdParams,
        response: { 204: NoContent, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const done = await deleteRole(app.db, sandboxScope(request), request.params.id)
      if (!done) throw new NotFoundError('Role not found')
      if (!done.deleted)
        throw new ConflictError(
          `${done.holders} ${done.holders === 1 ? 'user still holds' : 'users still hold'} this role: assign them another role first`,
        )
      return reply.code(204).send(null)
    },
  )
}

export default roles
