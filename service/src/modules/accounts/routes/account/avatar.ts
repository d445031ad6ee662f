import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { BadRequestError } from '../../../../lib/errors.js'
import { fileStorageFor } from '../../../../lib/files/file-storage.js'
import { errorBody } from '../../../../plugins/app/errors.js'
import { updateAccount } from '../../account-repository.js'
import { toProfile } from '../../profile-repository.js'
import { AccountProfileSchema, AvatarUploadBody } from '../../schemas/profile.js'
import { NoContent } from '../../../../lib/schemas/common.js'
import { ErrorSchema, errorResponses } from '../../../../lib/schemas/error.js'
import { ACCEPTED_MIME, AVATAR_MAX_BYTES, IMAGE_MIME, removeAvatar, sniffImage, storeAvatar } from './avatar-files.js'
import { currentAccount, TAGS } from './current-account.js'

/** Profile picture upload: multipart is registered here only, so no other route accepts it by accident. */
const avatar: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } })
  const storage = fileStorageFor(app.config)

  app.put(
    '/avatar',
    {
      config: { can: ['update', 'OwnAccount'] },
      // The body schema documents the upload; the stream is checked below (type, magic bytes, size), not by ajv.
      validatorCompiler: () => () => true,
      schema: {
        operationId: 'uploadAccountAvatar',
        tags: TAGS,
        summary: 'Upload your profile picture',
        description:
          'multipart/form-data with one file: PNG, JPEG or WebP, at most 2 MB. Replaces the previous picture.',
        consumes: ['multipart/form-data'],
        body: AvatarUploadBody,
        response: {
          200: AccountProfileSchema,
          ...errorResponses(400, 401, 413),
          415: Type.Ref(ErrorSchema, { description: 'Not multipart, or not a PNG, JPEG or WebP picture' }),
        },
      },
    },
    async (request, reply) => {
      const account = await currentAccount(app, request)
      if (!request.isMultipart())
        return reply
          .code(415)
          .send(errorBody(415, 'Send the picture as multipart/form-data', 'DEBRIEF_UNSUPPORTED_MEDIA_TYPE'))
      // A malformed multipart stream makes the parser throw a plain Error (no status): the client's fault, a 400.
      const malformed = (error: { statusCode?: number }) => {
        throw error.statusCode ? error : new BadRequestError('The upload is not valid multipart/form-data')
      }
      const file = await request.file().catch(malformed)
      if (!file) throw new BadRequestError('No file in the upload')
      if (!ACCEPTED_MIME.has(file.mimetype)) {
        file.file.resume()
        return reply
          .code(415)
          .send(errorBody(415, 'The picture must be PNG, JPEG or WebP', 'DEBRIEF_UNSUPPORTED_MEDIA_TYPE'))
      }
      const bytes = await file.toBuffer().catch(malformed) // a 413 past the limit
      const type = sniffImage(bytes)
      if (!type || IMAGE_MIME[type] !== file.mimetype)
        throw new BadRequestError(`The file is not a valid ${file.mimetype.replace('image/', '').toUpperCase()} image`)
      const url = await storeAvatar(storage, account.id, type, bytes)
      await updateAccount(app.db, account.id, { avatar: url })
      await removeAvatar(storage, account.avatar)
      return toProfile(await currentAccount(app, request))
    },
  )

  app.delete(
    '/avatar',
    {
      config: { can: ['update', 'OwnAccount'] },
      schema: {
        operationId: 'deleteAccountAvatar',
        tags: TAGS,
        summary: 'Remove your profile picture',
        response: { 204: NoContent, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const account = await currentAccount(app, request)
      await updateAccount(app.db, account.id, { avatar: null })
      await removeAvatar(storage, account.avatar)
      return reply.code(204).send(null)
    },
  )
}

export default avatar
