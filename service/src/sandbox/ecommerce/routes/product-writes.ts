import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { fileStorageFor } from '../../../lib/files/file-storage.js'
import { dropStoredFiles } from '../../shared/drop-stored-files.js'
import { findProductDetail, insertProduct, updateProduct } from '../product-write-repository.js'
import { sandboxScope } from '../../scope.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { ProductBody, ProductDetailSchema } from '../schemas-writes.js'
import { IntIdParams } from '../../shared/list-query.js'

const TAGS = ['sandbox-ecommerce']
const PRODUCT_NOT_FOUND = 'Product not found'

/** Adding and editing a product: beyond the spec's calls, which only list and delete. */
const productWrites: FastifyPluginAsyncTypebox = async (app) => {
  const storage = fileStorageFor(app.config)
  app.post(
    '',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'createProduct',
        tags: TAGS,
        summary: 'Add a product',
        description:
          'Field errors (400) for an unknown category, a SKU another product has, a compare-at price not above the price, or images that are unknown or another product’s.',
        body: ProductBody,
        response: { 201: ProductDetailSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => reply.code(201).send(await insertProduct(app.db, sandboxScope(request), request.body)),
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getProduct',
        tags: TAGS,
        summary: 'A product with its details and images',
        params: IntIdParams,
        response: { 200: ProductDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const product = await findProductDetail(app.db, sandboxScope(request), request.params.id)
      if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND)
      return product
    },
  )

  app.put(
    '/:id',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'updateProduct',
        tags: TAGS,
        summary: 'Replace a product',
        params: IntIdParams,
        body: ProductBody,
        response: { 200: ProductDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const done = await updateProduct(app.db, sandboxScope(request), request.params.id, request.body)
      if (!done) throw new NotFoundError(PRODUCT_NOT_FOUND)
      // The images the product no longer has: removed after the commit, a failure only logged.
      await dropStoredFiles(storage, done.files, request.log)
      return done.product
    },
  )
}

export default productWrites
