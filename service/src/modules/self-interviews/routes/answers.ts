import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ConflictError, NotFoundError } from '../../../lib/errors.js'
import { fileStorageFor } from '../../../lib/files/file-storage.js'
import { analysisQueueOf } from '../../analysis/index.js'
import { analyseWhenReady } from '../analyse-when-ready.js'
import { endReservations } from '../../billing/index.js'
import { findAnswer, setTypedTranscript } from '../answer-repository.js'
import { interviewDetail } from '../detail.js'
import { mediaToken } from '../media-link.js'
import { sendRecording } from '../send-recording.js'
import { assertCan } from '../../../permissions/ability.js'
import { findInterview } from '../interview-repository.js'
import { IdParams, IsoDateTime, Uuid } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { RANGE_ERROR, Recording, SelfInterviewDetailSchema } from '../schemas.js'
import { orgScope } from '../../../permissions/org-scope.js'

const TAGS = ['self-interviews']
const AnswerParams = Type.Object(
  { id: Uuid, questionId: Type.String({ minLength: 1, maxLength: 60 }) },
  { additionalProperties: false },
)
const TranscriptBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: 50_000 }) },
  { additionalProperties: false },
)
const MediaLinkSchema = Type.Object(
  {
    url: Type.String({ description: 'Plays the recording without a sign-in header (a media element sends none)' }),
    expiresAt: IsoDateTime,
  },
  { additionalProperties: false },
)

/** A recorded answer for the manager: play it, type its transcript, or have the reports made without it. */
const answers: FastifyPluginAsyncTypebox = async (app) => {
  const storage = fileStorageFor(app.config)
  const interviewOf = async (
    request: { params: { id: string } } & Parameters<typeof orgScope>[0],
    action: 'read' | 'update',
  ) => {
    const row = await findInterview(app.db, request.params.id, orgScope(request))
    if (!row) throw new NotFoundError('Self-interview not found')
    assertCan(request.ability, action, 'SelfInterview', { orgId: row.org_id })
    return row
  }
  const answerOf = async (
    request: { params: { id: string; questionId: string } } & Parameters<typeof orgScope>[0],
    action: 'read' | 'update',
  ) => {
    const row = await interviewOf(request, action)
    const answer = await findAnswer(app.db, row.id, request.params.questionId)
    if (!answer || !row.questions.some((q) => q.id === answer.question_id)) throw new NotFoundError('No such answer')
    return { row, answer }
  }

  app.get(
    '/:id/answers/:questionId/media',
    {
      config: { can: ['read', 'SelfInterview'] },
      schema: {
        operationId: 'getSelfInterviewAnswerMedia',
        tags: TAGS,
        summary: 'The recording of an answer',
        description: 'Honours one `Range: bytes=…` (206), so a player can seek.',
        params: AnswerParams,
        response: { ...Recording, ...errorResponses(404), ...RANGE_ERROR },
      },
    },
    async (request, reply) => {
      const { answer } = await answerOf(request, 'read')
      return sendRecording(reply, storage, answer, request.headers.range)
    },
  )

  app.post(
    '/:id/answers/:questionId/media-link',
    {
      config: { can: ['read', 'SelfInterview'] },
      schema: {
        operationId: 'createSelfInterviewAnswerMediaLink',
        tags: TAGS,
        summary: 'A link that plays the recording of an answer',
        description:
          'For a media element, which cannot send the bearer token: the link plays this one recording (with `Range`) for an hour.',
        params: AnswerParams,
        response: { 200: MediaLinkSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { answer } = await answerOf(request, 'read')
      if (!answer.media_path) throw new NotFoundError('This answer has no recording')
      const { token, expiresAt } = mediaToken(app.secretBox, answer.id)
      return {
        url: `/api/public/self-interviews/media?link=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      }
    },
  )

  app.put(
    '/:id/answers/:questionId/transcript',
    {
      config: { can: ['update', 'SelfInterview'] },
      schema: {
        operationId: 'setSelfInterviewAnswerTranscript',
        tags: TAGS,
        summary: 'Type an answer’s transcript',
        description: 'Replaces the transcript; a completed interview waiting for it then gets its reports.',
        params: AnswerParams,
        body: TranscriptBody,
        response: { 200: SelfInterviewDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { row, answer } = await answerOf(request, 'update')
      await app.db.transaction().execute(async (trx) => {
        await setTypedTranscript(trx, answer.id, request.body.text.trim())
        // A typed transcript replaces the transcription: its reservation is released.
        await endReservations(trx, `transcription:${answer.id}`)
        const queue = analysisQueueOf(app)
        if (queue) await analyseWhenReady(trx, queue, row.id)
      })
      return interviewDetail(app.db, (await findInterview(app.db, row.id, null))!)
    },
  )

  app.post(
    '/:id/analyse',
    {
      config: { can: ['update', 'SelfInterview'] },
      schema: {
        operationId: 'analyseSelfInterviewNow',
        tags: TAGS,
        summary: 'Make the reports from the answers that have text',
        description:
          'For a completed interview still waiting for transcripts: the reports are made now, leaving out the recordings without one. 409 when the interview is not completed or its reports were already made.',
        params: IdParams,
        response: { 200: SelfInterviewDetailSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const row = await interviewOf(request, 'update')
      const queue = analysisQueueOf(app)
      if (!queue) throw new ConflictError('Reports cannot be made right now; try again shortly')
      if (row.state !== 'completed') throw new ConflictError('The candidate has not completed the interview yet')
      if (row.analysis_id) throw new ConflictError('The reports of this interview were already made')
      const made = await app.db.transaction().execute((trx) => analyseWhenReady(trx, queue, row.id, true))
      if (!made) throw new ConflictError('No answer has text to make reports from, or the budget’s limit was reached')
      return interviewDetail(app.db, (await findInterview(app.db, row.id, null))!)
    },
  )
}

export default answers
