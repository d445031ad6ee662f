import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { fileStorageFor } from '../../../lib/files/file-storage.js'
import { imageMimeOf } from '../image-type.js'
import { errorBody } from '../../../plugins/app/errors.js'
import { findProductImage, insertProductImage } from '../product-images-repository.js'
import { sandboxScope } from '../../scope.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { ErrorSchema, errorResponses } from '../../../lib/schemas/error.js'
import { ImageUploadBody, ProductImageSchema } from '../schemas-writes.js'
import { storedFileName } from '../../../lib/files/file-name.js'

const TAGS = ['sandbox-ecommerce']
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/** Keys are `<folder uuid>/<uuid>` in the file store (storage.ts); a copy's images live in its scope's folder (the organization's id). */

/** Product pictures in the product's file store (a folder, or S3 when configured), read back only when signed in. */
const productImages: FastifyPluginAsyncTypebox = async (app) => {
  const storage = fileStorageFor(app.config)
  await app.register(multipart)

  app.post(
    '',
    {
      config: { can: ['manage', 'Demo'] },
      validatorCompiler: () => () => true,
      schema: {
        operationId: 'uploadProductImage',
        tags: TAGS,
        summary: 'Upload a product image',
        description: `Multipart with one file: PNG, JPEG, GIF or WebP (by its first bytes), at most ${MAX_IMAGE_BYTES} bytes. Attach it to a product by listing its id in imageIds.`,
        consumes: ['multipart/form-data'],
        body: ImageUploadBody,
        response: {
          201: ProductImageSchema,
          ...errorResponses(400, 413),
          415: Type.Ref(ErrorSchema, { description: 'Not multipart, or not a picture' }),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        return reply
          .code(415)
          .send(errorBody(415, 'Send the image as multipart/form-data', 'DEBRIEF_UNSUPPORTED_MEDIA_TYPE'))
      const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })
      if (!part) throw new BadRequestError('No file in the upload')
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') return null
        throw err
      })
      if (!bytes || part.file.truncated)
        return reply
          .code(413)
          .header('connection', 'close')
          .send(errorBody(413, `The image is larger than ${MAX_IMAGE_BYTES} bytes`, 'DEBRIEF_PAYLOAD_TOO_LARGE'))
      const mime = imageMimeOf(bytes)
      if (!mime)
        return reply
          .code(415)
          .send(errorBody(415, 'The file is not a PNG, JPEG, GIF or WebP image', 'DEBRIEF_UNSUPPORTED_MEDIA_TYPE'))
      const id = randomUUID()
      const scope = sandboxScope(request)
      const key = `${scope}/${id}`
      await storage.put(key, Readable.from(bytes))
      try {
        const image = await insertProductImage(app.db, scope, {
          id,
          name: storedFileName(part.filename, 'image'),
          mime,
          size: bytes.length,
          storageKey: key,
        })
        return reply.code(201).send(image)
      } catch (err) {
        await storage.remove(key).catch(() => {})
        throw err
      }
    },
  )

  app.get(
    '/:id/content',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getProductImage',
        tags: TAGS,
        summary: 'A product image’s bytes',
        params: IdParams,
        response: { 200: Type.String({ format: 'binary' }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await findProductImage(app.db, sandboxScope(request), request.params.id)
      if (!row) throw new NotFoundError('Image not found')
      return reply
        .header('content-type', row.mime)
        .header('content-length', Number(row.size))
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(await storage.get(row.storage_key))
    },
  )
}

export default productImages
