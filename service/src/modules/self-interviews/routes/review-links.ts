import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { fileStorageFor } from '../../../lib/files/file-storage.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { hashToken } from '../../../lib/secret-tokens.js'
import { throttled } from '../../../plugins/app/throttle.js'
import { findAnswer, listAnswers } from '../answer-repository.js'
import { findInterview } from '../interview-repository.js'
import { findByTokenHash } from '../invitation-repository.js'
import { PublicReviewSchema, ReviewTokenParams } from '../review-invitation-schemas.js'
import { ReviewBoardSchema, SaveReviewBody } from '../review-schemas.js'
import { reviewBoard, saveReview } from '../reviews.js'
import { RANGE_ERROR, Recording } from '../schemas.js'
import { sendRecording } from '../send-recording.js'

const TAGS = ['self-interviews-public']
const NOT_VALID = 'This review link is not valid'
const MediaParams = Type.Object(
  { ...ReviewTokenParams.properties, questionId: Type.String({ minLength: 1, maxLength: 60 }) },
  { additionalProperties: false },
)

/**
 * A reviewer without an account reviews through their link (`/review/{token}`), no sign-in: the token opens
 * that one interview, its answers and recordings, and that reviewer's own review, nothing else. Unknown and
 * revoked tokens, and a deleted interview, are the same 404; every answer is `no-store` and rate-limited per address.
 */
const reviewLinks: FastifyPluginAsyncTypebox = async (app) => {
  const storage = fileStorageFor(app.config)
  const perAddress = app.createRateLimit({
    max: 240,
    timeWindow: 60_000,
    keyGenerator: (r) => `review-link-ip:${r.ip}`,
  })
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    if (await throttled(request, reply, [perAddress], 'Too many requests for review links')) return reply
  })

  /** The invitation and its interview; one 404 whatever is wrong, so a token reveals nothing about others. */
  const resolve = async (token: string) => {
    const inv = await findByTokenHash(app.db, hashToken(token))
    const row = inv && (await findInterview(app.db, inv.interview_id, inv.org_id))
    if (!inv || !row) throw new NotFoundError(NOT_VALID)
    return { inv, row, who: { kind: 'invitation' as const, id: inv.id } }
  }

  app.get(
    '/:token',
    {
      config: { public: true },
      schema: {
        operationId: 'getReviewLink',
        tags: TAGS,
        summary: 'The interview an external reviewer was invited to, with their review',
        description: 'Others’ scores stay hidden until this reviewer submits, as for every reviewer.',
        security: [],
        params: ReviewTokenParams,
        response: { 200: PublicReviewSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => {
      const { token } = request.params
      const { inv, row, who } = await resolve(token)
      const reviewed = new Set(row.questions.filter((q) => !q.practice).map((q) => q.id))
      const answers = (await listAnswers(app.db, row.id)).filter((a) => reviewed.has(a.question_id))
      return {
        organization: inv.org,
        candidateName: row.candidate_name,
        language: row.language,
        reviewerName: inv.name ?? '',
        dueAt: inv.due_at.toISOString(),
        answers: answers.map((a) => ({
          questionId: a.question_id,
          text: a.text,
          transcript: a.transcript,
          mediaUrl: a.media_path
            ? `/api/review-links/${token}/answers/${encodeURIComponent(a.question_id)}/media`
            : null,
        })),
        board: await reviewBoard(app.db, row, who),
      }
    },
  )

  app.get(
    '/:token/answers/:questionId/media',
    {
      config: { public: true },
      schema: {
        operationId: 'playReviewLinkAnswerMedia',
        tags: TAGS,
        summary: 'Play a recorded answer of the link’s interview',
        description: 'Honours one `Range: bytes=…` (206). Only answers of the link’s own interview.',
        security: [],
        params: MediaParams,
        response: { ...Recording, ...errorResponses(404, 429), ...RANGE_ERROR },
      },
    },
    async (request, reply) => {
      const { row } = await resolve(request.params.token)
      const answer = await findAnswer(app.db, row.id, request.params.questionId)
      if (!answer || !row.questions.some((q) => q.id === answer.question_id && !q.practice))
        throw new NotFoundError('No such answer')
      return sendRecording(reply, storage, answer, request.headers.range)
    },
  )

  app.put(
    '/:token/review',
    {
      config: { public: true },
      schema: {
        operationId: 'saveReviewLinkReview',
        tags: TAGS,
        summary: 'Save the external reviewer’s review as a draft',
        security: [],
        params: ReviewTokenParams,
        body: SaveReviewBody,
        response: { 200: ReviewBoardSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const { row, who } = await resolve(request.params.token)
      await saveReview(app.db, row, who, request.body.scores, false)
      return reviewBoard(app.db, row, who)
    },
  )

  app.post(
    '/:token/review/submit',
    {
      config: { public: true },
      schema: {
        operationId: 'submitReviewLinkReview',
        tags: TAGS,
        summary: 'Submit the external reviewer’s review: final from now on',
        security: [],
        params: ReviewTokenParams,
        body: SaveReviewBody,
        response: { 200: ReviewBoardSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const { row, who } = await resolve(request.params.token)
      await saveReview(app.db, row, who, request.body.scores, true)
      return reviewBoard(app.db, row, who)
    },
  )
}

export default reviewLinks
