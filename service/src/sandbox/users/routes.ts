import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../lib/errors.js'
import { assignUserRole } from './users-repository.js'
import { deleteUser, findUser, insertUser, listUsers } from './users-repository.js'
import { NoContent } from '../../lib/schemas/common.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { IntIdParams } from '../shared/list-query.js'
import {
  AssignRoleBody,
  CreateSandboxUserBody,
  SandboxUserDetailSchema,
  SandboxUserPage,
  SandboxUserQuery,
} from './schemas.js'
import { sandboxScope } from '../scope.js'

const TAGS = ['sandbox-users']
const USER_NOT_FOUND = 'User not found'

const users: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listSandboxUsers',
        tags: TAGS,
        summary: 'List sample users',
        description:
          'q matches full name or email; role, plan and status filters; sortBy user, email, role, plan, status. A page beyond the last serves page 1.',
        querystring: SandboxUserQuery,
        response: { 200: SandboxUserPage, ...errorResponses(400) },
      },
    },
    async (request) => listUsers(app.db, sandboxScope(request), request.query),
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getSandboxUser',
        tags: TAGS,
        summary: 'Get a sample user',
        params: IntIdParams,
        response: { 200: SandboxUserDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const user = await findUser(app.db, sandboxScope(request), request.params.id)
      if (!user) throw new NotFoundError(USER_NOT_FOUND)
      return user
    },
  )

  app.post(
    '',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'addSandboxUser',
        tags: TAGS,
        summary: 'Add a sample user (id = last id + 1)',
        body: CreateSandboxUserBody,
        response: { 201: SandboxUserDetailSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => reply.code(201).send(await insertUser(app.db, sandboxScope(request), request.body)),
  )

  app.delete(
    '/:id',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'deleteSandboxUser',
        tags: TAGS,
        summary: 'Delete a sample user',
        params: IntIdParams,
        response: { 204: NoContent, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteUser(app.db, sandboxScope(request), request.params.id))) throw new NotFoundError(USER_NOT_FOUND)
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/:id/role',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'assignSandboxUserRole',
        tags: TAGS,
        summary: 'Give a sample user another role',
        description:
          'The role must be one of the caller’s sandbox roles (a field error otherwise), including one added on the roles screen.',
        params: IntIdParams,
        body: AssignRoleBody,
        response: { 200: SandboxUserDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const user = await assignUserRole(app.db, sandboxScope(request), request.params.id, request.body.role)
      if (!user) throw new NotFoundError(USER_NOT_FOUND)
      return user
    },
  )
}

export default users
