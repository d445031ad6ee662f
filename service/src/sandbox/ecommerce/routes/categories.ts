import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { deleteCategory, insertCategory, listCategories, updateCategory } from '../categories-repository.js'
import { sandboxScope } from '../../scope.js'
import { NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { CategoryBody, CategoryPage, CategoryQuery, CategorySchema } from '../schemas-writes.js'
import { IntIdParams } from '../../shared/list-query.js'

const TAGS = ['sandbox-ecommerce']
const NOT_FOUND = 'Category not found'

/** The product categories: listed with their product counts, added, renamed (products follow) and deleted when empty. */
const categories: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listProductCategories',
        tags: TAGS,
        summary: 'List product categories',
        description: 'Search on title and description; sortBy title, products, totalValue.',
        querystring: CategoryQuery,
        response: { 200: CategoryPage, ...errorResponses(400) },
      },
    },
    async (request) => listCategories(app.db, sandboxScope(request), request.query),
  )

  app.post(
    '',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'createProductCategory',
        tags: TAGS,
        summary: 'Add a category',
        description: 'A title another category has (any case) is a field error.',
        body: CategoryBody,
        response: { 201: CategorySchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => reply.code(201).send(await insertCategory(app.db, sandboxScope(request), request.body)),
  )

  app.put(
    '/:id',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'updateProductCategory',
        tags: TAGS,
        summary: 'Rename or describe a category',
        params: IntIdParams,
        body: CategoryBody,
        response: { 200: CategorySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const category = await updateCategory(app.db, sandboxScope(request), request.params.id, request.body)
      if (!category) throw new NotFoundError(NOT_FOUND)
      return category
    },
  )

  app.delete(
    '/:id',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'deleteProductCategory',
        tags: TAGS,
        summary: 'Delete a category without products',
        params: IntIdParams,
        response: { 204: NoContent, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      if (!(await deleteCategory(app.db, sandboxScope(request), request.params.id))) throw new NotFoundError(NOT_FOUND)
      return reply.code(204).send(null)
    },
  )
}

export default categories
