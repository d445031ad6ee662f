import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { NotFoundError } from '../../../lib/errors.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { assertCan } from '../../../permissions/ability.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { findInterview } from '../interview-repository.js'
import { ReviewBoardSchema, SaveReviewBody } from '../review-schemas.js'
import { reviewBoard, saveReview } from '../reviews.js'

const TAGS = ['self-interviews']

/**
 * Reviewers' scores of an interview's answers. Whoever may read the interview may review it, once, as themselves;
 * others' scores stay hidden from a reviewer until their own review is submitted.
 */
const reviews: FastifyPluginAsyncTypebox = async (app) => {
  const interviewOf = async (request: FastifyRequest, id: string) => {
    const row = await findInterview(app.db, id, orgScope(request))
    if (!row) throw new NotFoundError('Self-interview not found')
    assertCan(request.ability, 'read', 'SelfInterview', { orgId: row.org_id })
    return row
  }

  app.get(
    '/:id/reviews',
    {
      config: { can: ['read', 'SelfInterview'] },
      schema: {
        operationId: 'getSelfInterviewReviews',
        tags: TAGS,
        summary: 'The caller’s review of a self-interview and, once it is submitted, everyone’s combined',
        params: IdParams,
        response: { 200: ReviewBoardSchema, ...errorResponses(404) },
      },
    },
    async (request) =>
      reviewBoard(app.db, await interviewOf(request, request.params.id), { kind: 'account', id: request.user.sub }),
  )

  app.put(
    '/:id/reviews/mine',
    {
      config: { can: ['read', 'SelfInterview'] },
      schema: {
        operationId: 'saveSelfInterviewReview',
        tags: TAGS,
        summary: 'Save the caller’s review as a draft',
        description: 'The scores replace the draft’s; a submitted review answers 409.',
        params: IdParams,
        body: SaveReviewBody,
        response: { 200: ReviewBoardSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const row = await interviewOf(request, request.params.id)
      await saveReview(app.db, row, { kind: 'account', id: request.user.sub }, request.body.scores, false)
      return reviewBoard(app.db, row, { kind: 'account', id: request.user.sub })
    },
  )

  app.post(
    '/:id/reviews/mine/submit',
    {
      config: { can: ['read', 'SelfInterview'] },
      schema: {
        operationId: 'submitSelfInterviewReview',
        tags: TAGS,
        summary: 'Submit the caller’s review: final from now on',
        description:
          'Saves these scores and submits them; every criterion of every answered question needs a rating (400). ' +
          'Answers with the combined scorecard; a review already submitted answers 409.',
        params: IdParams,
        body: SaveReviewBody,
        response: { 200: ReviewBoardSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const row = await interviewOf(request, request.params.id)
      await saveReview(app.db, row, { kind: 'account', id: request.user.sub }, request.body.scores, true)
      return reviewBoard(app.db, row, { kind: 'account', id: request.user.sub })
    },
  )
}

export default reviews
