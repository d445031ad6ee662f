import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { indexHelpCenter } from '../help-center-index.js'
import { throttled } from '../../../plugins/app/throttle.js'
import { DOCUMENT_KEYS, findDocument } from '../../shared/documents-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { ArticleSlugParams, PublicHelpArticleSchema, PublicHelpCenterSchema } from '../schemas-public-help-center.js'
import type { HelpCenter, HelpCenterArticle } from '../schemas.js'

const TAGS = ['public']

/**
 * The help center of the public front pages: the same documents as GET /api/pages/help-center (which stays behind
 * `read Demo`), read-only and without sign-in. Every article the help center lists has its own body, stored under
 * its slug.
 */
const helpCenter: FastifyPluginAsyncTypebox = async (app) => {
  const perAddress = app.createRateLimit({
    max: 120,
    timeWindow: 60_000,
    keyGenerator: (r) => `public-help-ip:${r.ip}`,
  })
  const load = async () => {
    const doc = await findDocument<HelpCenter>(app.db, DOCUMENT_KEYS.helpCenter)
    if (!doc) throw new NotFoundError('Help center not found')
    return indexHelpCenter(doc)
  }

  app.get(
    '',
    {
      config: { public: true },
      schema: {
        operationId: 'getPublicHelpCenter',
        tags: TAGS,
        summary: 'The help center of the front pages',
        description:
          'The signed-in help-center document with a slug on every category and article. Rate-limited per address.',
        security: [],
        response: { 200: PublicHelpCenterSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      if (await throttled(request, reply, [perAddress], 'Too many help-center requests')) return reply
      return (await load()).listing
    },
  )

  app.get(
    '/articles/:slug',
    {
      config: { public: true },
      schema: {
        operationId: 'getPublicHelpArticle',
        tags: TAGS,
        summary: 'A help-center article by slug',
        description: 'Any slug the help center lists; others answer 404. Rate-limited per address.',
        security: [],
        params: ArticleSlugParams,
        response: { 200: PublicHelpArticleSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      if (await throttled(request, reply, [perAddress], 'Too many help-center requests')) return reply
      const listed = (await load()).find(request.params.slug)
      if (!listed) throw new NotFoundError('No help-center article has this address')
      const article = await findDocument<HelpCenterArticle>(app.db, DOCUMENT_KEYS.helpArticle(listed.slug))
      if (!article) throw new NotFoundError('Article not found')
      return { ...listed, article }
    },
  )
}

export default helpCenter
