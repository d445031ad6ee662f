import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { addItem, deleteItem, findBoardByName, kanbanState, orderItems, updateItem } from '../kanban-repository.js'
import { NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { AddItemBody, ItemOrderBody, KanbanItemSchema, KanbanStateSchema, UpdateItemBody } from '../schemas.js'
import { IntIdParams } from '../../shared/list-query.js'
import { sandboxScope } from '../../scope.js'

const TAGS = ['sandbox-kanban']
const manage = { can: ['manage', 'Demo'] as ['manage', 'Demo'] }

const items: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/add',
    {
      config: manage,
      schema: {
        operationId: 'addKanbanItem',
        tags: TAGS,
        summary: 'Add an item at the end of a board',
        description:
          'itemTitle and boardName are required; boardId picks the board when given, else the board named boardName.',
        body: AddItemBody,
        response: { 201: KanbanItemSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { itemTitle, boardName, boardId } = request.body
      const missing = [...(itemTitle?.trim() ? [] : ['itemTitle']), ...(boardName?.trim() ? [] : ['boardName'])]
      if (missing.length) throw new BadRequestError(`A kanban item needs ${missing.join(' and ')}`)
      const board = boardId ? { id: boardId } : await findBoardByName(app.db, sandboxScope(request), boardName!)
      if (!board) throw new NotFoundError('Kanban board not found')
      const item = await addItem(app.db, sandboxScope(request), board.id, itemTitle!).catch(
        (error: { code?: string }) => {
          if (error.code === '23503') throw new NotFoundError('Kanban board not found')
          throw error
        },
      )
      return reply.code(201).send(item)
    },
  )

  app.put(
    '/update',
    {
      config: manage,
      schema: {
        operationId: 'updateKanbanItem',
        tags: TAGS,
        summary: 'Merge fields into an item',
        body: UpdateItemBody,
        response: { 201: KanbanItemSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const item = await updateItem(app.db, sandboxScope(request), request.body.item)
      if (!item) throw new NotFoundError('Kanban item not found')
      return reply.code(201).send(item)
    },
  )

  app.delete(
    '/:id',
    {
      config: manage,
      schema: {
        operationId: 'deleteKanbanItem',
        tags: TAGS,
        summary: 'Delete an item',
        params: IntIdParams,
        response: { 204: NoContent, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteItem(app.db, sandboxScope(request), request.params.id)))
        throw new NotFoundError('Kanban item not found')
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/state-update',
    {
      config: manage,
      schema: {
        operationId: 'orderKanbanItems',
        tags: TAGS,
        summary: 'Replace a board’s ordered item list (moves items between boards)',
        description: 'Listed items move to the board in the given order. Answers the new state.',
        body: ItemOrderBody,
        response: { 201: KanbanStateSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await orderItems(app.db, sandboxScope(request), request.body.boardId, request.body.ids)
      return reply.code(201).send(await kanbanState(app.db, sandboxScope(request)))
    },
  )
}

export default items
