import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { kanbanState } from '../kanban-repository.js'
import { KanbanStateSchema } from '../schemas.js'
import boards from './boards.js'
import items from './items.js'
import { sandboxScope } from '../../scope.js'

export const TAGS = ['sandbox-kanban']

/** The kanban sandbox: boards hold ordered items. */
const kanban: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getKanban',
        tags: TAGS,
        summary: 'Boards in order with their item ids, and every item',
        response: { 200: KanbanStateSchema },
      },
    },
    async (request) => kanbanState(app.db, sandboxScope(request)),
  )

  await app.register(boards, { prefix: '/board' })
  await app.register(items, { prefix: '/item' })
}

export default kanban
