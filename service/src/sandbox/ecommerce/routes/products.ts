import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { fileStorageFor } from '../../../lib/files/file-storage.js'
import { dropStoredFiles } from '../../shared/drop-stored-files.js'
import { deleteProduct, listProducts } from '../products-repository.js'
import { NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { ProductPage, ProductQuery } from '../schemas.js'
import { IntIdParams } from '../../shared/list-query.js'
import { sandboxScope } from '../../scope.js'
import { sendJsonPage } from '../../../lib/send-json-page.js'

const TAGS = ['sandbox-ecommerce']

const products: FastifyPluginAsyncTypebox = async (app) => {
  const storage = fileStorageFor(app.config)
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listProducts',
        tags: TAGS,
        summary: 'List products',
        description:
          'Search on name and brand; stock (true|false), category and status filters; sortBy product, category, status, price, qty, sku. Newest first by default.',
        querystring: ProductQuery,
        response: { 200: ProductPage, ...errorResponses(400) },
      },
    },
    // PostgreSQL writes the page's JSON (db/json-text.ts); the response schema documents it.
    async (request, reply) => sendJsonPage(reply, await listProducts(app.db, sandboxScope(request), request.query)),
  )

  app.delete(
    '/:id',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'deleteProduct',
        tags: TAGS,
        summary: 'Delete a product',
        params: IntIdParams,
        response: { 204: NoContent, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const done = await deleteProduct(app.db, sandboxScope(request), request.params.id)
      if (!done) throw new NotFoundError('Product not found')
      // After the commit; a failed remove is logged, never fails the delete.
      await dropStoredFiles(storage, done.files, request.log)
      return reply.code(204).send(null)
    },
  )
}

export default products
