import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { addBoard, deleteBoard, kanbanState, orderBoards, renameBoard } from '../kanban-repository.js'
import { NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { AddBoardBody, BoardOrderBody, KanbanBoardSchema, KanbanStateSchema, RenameBoardBody } from '../schemas.js'
import { IntIdParams } from '../../shared/list-query.js'
import { sandboxScope } from '../../scope.js'

const TAGS = ['sandbox-kanban']
const manage = { can: ['manage', 'Demo'] as ['manage', 'Demo'] }

const boards: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/add',
    {
      config: manage,
      schema: {
        operationId: 'addKanbanBoard',
        tags: TAGS,
        summary: 'Add a board (titles are unique)',
        body: AddBoardBody,
        response: { 201: KanbanBoardSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await addBoard(app.db, sandboxScope(request), request.body.title)),
  )

  app.put(
    '/rename',
    {
      config: manage,
      schema: {
        operationId: 'renameKanbanBoard',
        tags: TAGS,
        summary: 'Rename a board',
        body: RenameBoardBody,
        response: { 201: KanbanBoardSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await renameBoard(app.db, sandboxScope(request), request.body.boardId, request.body.newName)),
  )

  app.delete(
    '/:id',
    {
      config: manage,
      schema: {
        operationId: 'deleteKanbanBoard',
        tags: TAGS,
        summary: 'Delete a board and its items',
        params: IntIdParams,
        response: { 204: NoContent, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteBoard(app.db, sandboxScope(request), request.params.id)))
        throw new NotFoundError('Kanban board not found')
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/state-update',
    {
      config: manage,
      schema: {
        operationId: 'orderKanbanBoards',
        tags: TAGS,
        summary: 'Reorder the boards',
        description: 'The body is the ordered list of board ids. Answers the new state.',
        body: BoardOrderBody,
        response: { 201: KanbanStateSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await orderBoards(app.db, sandboxScope(request), request.body)
      return reply.code(201).send(await kanbanState(app.db, sandboxScope(request)))
    },
  )
}

export default boards
