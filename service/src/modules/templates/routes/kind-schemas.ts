import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { jsonSchemaOf, TEMPLATE_KINDS } from '../kind-schemas.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { KindParams, KindSchemaListSchema, KindSchemaSchema } from '../schemas/templates.js'

const TAGS = ['templates']

/** The JSON Schema of each document kind: the browser's editor and validator use exactly what the service checks. */
const kindSchemas: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/schemas',
    {
      config: { can: ['read', 'Template'] },
      schema: {
        operationId: 'listTemplateSchemas',
        tags: TAGS,
        summary: 'The JSON Schema of every template kind',
        response: { 200: KindSchemaListSchema, ...errorResponses(401) },
      },
    },
    async () => ({ kinds: TEMPLATE_KINDS.map((kind) => ({ kind, schema: jsonSchemaOf(kind) })) }),
  )

  app.get(
    '/schemas/:kind',
    {
      config: { can: ['read', 'Template'] },
      schema: {
        operationId: 'getTemplateSchema',
        tags: TAGS,
        summary: 'The JSON Schema of one template kind',
        params: KindParams,
        response: { 200: KindSchemaSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ kind: request.params.kind, schema: jsonSchemaOf(request.params.kind) }),
  )
}

export default kindSchemas
