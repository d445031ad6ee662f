import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { readStoreSettings, saveStoreSettings } from '../store-settings-repository.js'
import { sandboxScope } from '../../scope.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { StoreSettingsSchema } from '../schemas-writes.js'

const TAGS = ['sandbox-ecommerce']

/** The store's settings: one document, read with defaults until first saved. */
const settings: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getStoreSettings',
        tags: TAGS,
        summary: 'The store settings',
        response: { 200: StoreSettingsSchema, ...errorResponses(400) },
      },
    },
    async (request) => readStoreSettings(app.db, sandboxScope(request)),
  )

  app.put(
    '',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'updateStoreSettings',
        tags: TAGS,
        summary: 'Replace the store settings',
        body: StoreSettingsSchema,
        response: { 200: StoreSettingsSchema, ...errorResponses(400) },
      },
    },
    async (request) => saveStoreSettings(app.db, sandboxScope(request), request.body),
  )
}

export default settings
