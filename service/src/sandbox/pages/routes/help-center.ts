import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { DOCUMENT_KEYS, findDocument } from '../../shared/documents-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { HelpCenterArticleSchema, HelpCenterSchema, type HelpCenter, type HelpCenterArticle } from '../schemas.js'

const TAGS = ['sandbox-pages']

const helpCenter: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getHelpCenter',
        tags: TAGS,
        summary: 'Help-center landing data',
        response: { 200: HelpCenterSchema, ...errorResponses(404) },
      },
    },
    async () => {
      const doc = await findDocument<HelpCenter>(app.db, DOCUMENT_KEYS.helpCenter)
      if (!doc) throw new NotFoundError('Help center not found')
      return doc
    },
  )

  app.get(
    '/article',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getHelpCenterArticle',
        tags: TAGS,
        summary: 'The sample help-center article',
        response: { 200: HelpCenterArticleSchema, ...errorResponses(404) },
      },
    },
    async () => {
      const doc = await findDocument<HelpCenterArticle>(app.db, DOCUMENT_KEYS.helpCenterArticle)
      if (!doc) throw new NotFoundError('Article not found')
      return doc
    },
  )
}

export default helpCenter
