import path from 'node:path'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { fileStorageFor } from '../../../lib/files/file-storage.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { AVATAR_NAME, avatarKey, IMAGE_MIME, type ImageType } from './account/avatar-files.js'

/**
 * Stored files. Avatars are public on purpose: an `<img src>` cannot send the bearer token, a picture is
 * shown to colleagues anyway, and each name carries 64 random bits, so pictures cannot be listed or guessed.
 * The name changes on every upload, so a picture is cached as immutable.
 */
const files: FastifyPluginAsyncTypebox = async (app) => {
  // The same storage as every other file: a folder, or S3 shared by several instances.
  const storage = fileStorageFor(app.config)

  app.get(
    '/avatars/:name',
    {
      config: { public: true },
      schema: {
        operationId: 'getAvatarFile',
        tags: ['files'],
        summary: 'A profile picture',
        security: [],
        params: Type.Object({ name: Type.String({ maxLength: 100 }) }, { additionalProperties: false }),
        response: {
          200: Type.String({ format: 'binary', description: 'PNG, JPEG or WebP bytes' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params
      if (!AVATAR_NAME.test(name)) throw new NotFoundError('No such picture')
      const body = await storage.get(avatarKey(name)).catch(() => null)
      if (!body) throw new NotFoundError('No such picture')
      return reply
        .type(IMAGE_MIME[path.extname(name).slice(1) as ImageType])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body)
    },
  )
}

export default files
