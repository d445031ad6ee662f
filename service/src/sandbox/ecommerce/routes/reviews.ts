import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { deleteReview, listReviews } from '../reviews-repository.js'
import { NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { ReviewPage, ReviewQuery } from '../schemas.js'
import { IntIdParams } from '../../shared/list-query.js'
import { sandboxScope } from '../../scope.js'

const TAGS = ['sandbox-ecommerce']

const reviews: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listReviews',
        tags: TAGS,
        summary: 'List product reviews',
        description:
          'Search on product, reviewer, email, head and text; status Published, Pending or All; sortBy product, reviewer, date, status.',
        querystring: ReviewQuery,
        response: { 200: ReviewPage, ...errorResponses(400) },
      },
    },
    async (request) => listReviews(app.db, sandboxScope(request), request.query),
  )

  app.delete(
    '/:id',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'deleteReview',
        tags: TAGS,
        summary: 'Delete a review',
        params: IntIdParams,
        response: { 204: NoContent, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteReview(app.db, sandboxScope(request), request.params.id)))
        throw new NotFoundError('Review not found')
      return reply.code(204).send(null)
    },
  )
}

export default reviews
