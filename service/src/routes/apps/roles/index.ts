import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../domain/errors.js'
import { addRole, findRole, listRoles, updateRole } from '../../../repositories/sandbox/roles-repository.js'
import { errorResponses } from '../../../schemas/error.js'
import { IntIdParams } from '../../../schemas/sandbox/list-query.js'
import { RoleList, RoleSchema, SaveRoleBody } from '../../../schemas/sandbox/roles.js'
import { sandboxScope } from '../../sandbox-scope.js'

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
}

export default roles
