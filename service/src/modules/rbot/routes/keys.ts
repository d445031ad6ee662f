import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { randomBytes } from 'node:crypto'
import type { FileStorage } from '../../../lib/files/storage.js'
import type { UploadTracker } from '../upload-tracker.js'
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../../lib/errors.js'
import { hashToken } from '../../../lib/secret-tokens.js'
import { assertCan } from '../../../permissions/ability.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import { ErrorSchema, errorResponses } from '../../../lib/schemas/error.js'
import { BotKeyListSchema, CreateBotKeyBody, CreatedBotKeySchema, RbotFileSchema, UploadBody } from '../schemas.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { findActiveKeyByHash, findKey, insertKey, listKeys, markKeyUsed, revokeKey } from '../key-repository.js'
import { receiveUpload } from './receive-upload.js'

const TAGS = ['rbot-files']

type KeyRow = {
  id: string
  name: string
  prefix: string
  created_at: Date
  last_used_at: Date | null
  revoked_at: Date | null
}
const toKey = (k: KeyRow) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  createdAt: k.created_at.toISOString(),
  lastUsedAt: k.last_used_at?.toISOString() ?? null,
  revoked: Boolean(k.revoked_at),
})

/** The organization's bot API keys (an admin creates and revokes them) and the bot's own upload route. */
const keys =
  (storage: FileStorage, uploads: UploadTracker): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(multipart)

    app.get(
      '/keys',
      {
        config: { can: ['update', 'File'] },
        schema: {
          operationId: 'listBotKeys',
          tags: TAGS,
          summary: 'The organization’s bot API keys',
          response: { 200: BotKeyListSchema },
        },
      },
      async (request) => {
        const org = orgScope(request)
        const rows = await listKeys(app.db, org)
        return { keys: rows.map(toKey) }
      },
    )

    app.post(
      '/keys',
      {
        config: { can: ['manage', 'File'] },
        schema: {
          operationId: 'createBotKey',
          tags: TAGS,
          summary: 'Create a bot API key',
          description: 'The key is in this answer only; it is stored hashed.',
          body: CreateBotKeyBody,
          response: { 201: CreatedBotKeySchema, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const orgId = request.user.orgId
        if (!orgId) throw new BadRequestError('Bot keys belong to an organization')
        assertCan(request.ability, 'manage', 'File', { orgId })
        const secret = `dbk_${randomBytes(24).toString('base64url')}`
        const row = await insertKey(app.db, {
          orgId,
          name: request.body.name.trim(),
          keyHash: hashToken(secret),
          prefix: secret.slice(0, 8),
          createdBy: request.user.sub,
        })
        return reply.code(201).send({ key: toKey(row), secret })
      },
    )

    app.delete(
      '/keys/:id',
      {
        config: { can: ['manage', 'File'] },
        schema: {
          operationId: 'revokeBotKey',
          tags: TAGS,
          summary: 'Revoke a bot API key',
          params: IdParams,
          response: { 204: NoContent, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const org = orgScope(request)
        const row = await findKey(app.db, request.params.id, org)
        if (!row) throw new NotFoundError('Key not found')
        assertCan(request.ability, 'manage', 'File', { orgId: row.org_id })
        await revokeKey(app.db, row.id)
        return reply.code(204).send(null)
      },
    )

    app.post(
      '/bot/files',
      {
        config: { public: true },
        validatorCompiler: () => () => true,
        schema: {
          operationId: 'uploadRbotFileAsBot',
          tags: TAGS,
          summary: 'Upload a file with a bot API key',
          description:
            'The bot sends its key in `X-Api-Key`; the file goes to the key’s organization only. Same body and checks as the person’s upload.',
          security: [],
          consumes: ['multipart/form-data'],
          body: UploadBody,
          headers: Type.Object({ 'x-api-key': Type.Optional(Type.String()) }),
          response: {
            201: RbotFileSchema,
            ...errorResponses(400, 401, 404, 413, 503),
            415: Type.Ref(ErrorSchema, { description: 'Not multipart, or a file type that is not accepted' }),
          },
        },
      },
      async (request, reply) => {
        const secret = String(request.headers['x-api-key'] ?? '')
        const key = secret ? await findActiveKeyByHash(app.db, hashToken(secret)) : undefined
        if (!key) throw new UnauthorizedError('A valid bot API key is required')
        await markKeyUsed(app.db, key.id)
        return receiveUpload(app, storage, uploads, request, reply, {
          orgId: key.org_id,
          accountId: null,
          botKeyId: key.id,
        })
      },
    )
  }

export default keys
