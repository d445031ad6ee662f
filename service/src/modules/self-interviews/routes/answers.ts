import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { fileStorageFor } from '../../../lib/files/file-storage.js'
import { analysisQueueOf } from '../../analysis/index.js'
import { analyseWhenReady } from '../analyse-when-ready.js'
import { endReservations } from '../../billing/index.js'
import { interviewDetail } from '../detail.js'
import { openRecording } from '../recording-storage.js'
import { assertCan } from '../../../permissions/ability.js'
import { findInterview } from '../interview-repository.js'
import { Uuid } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { SelfInterviewDetailSchema } from '../schemas.js'
import { orgScope } from '../../../permissions/org-scope.js'

const AnswerParams = Type.Object(
  { id: Uuid, questionId: Type.String({ minLength: 1, maxLength: 60 }) },
  { additionalProperties: false },
)
const TranscriptBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: 50_000 }) },
  { additionalProperties: false },
)

/** A recorded answer for the manager: play it, and type or paste its transcript when no service made one. */
const answers: FastifyPluginAsyncTypebox = async (app) => {
  const storage = fileStorageFor(app.config)
  const answerOf = async (
    request: { params: { id: string; questionId: string } } & Parameters<typeof orgScope>[0],
    action: 'read' | 'update',
  ) => {
    const row = await findInterview(app.db, request.params.id, orgScope(request))
    if (!row) throw new NotFoundError('Self-interview not found')
    assertCan(request.ability, action, 'SelfInterview', { orgId: row.org_id })
    const answer = await app.db
      .selectFrom('self_interview_answers')
      .selectAll()
      .where('interview_id', '=', row.id)
      .where('question_id', '=', request.params.questionId)
      .executeTakeFirst()
    if (!answer || !row.questions.some((q) => q.id === answer.question_id)) throw new NotFoundError('No such answer')
    return { row, answer }
  }

  app.get(
    '/:id/answers/:questionId/media',
    {
      config: { can: ['read', 'SelfInterview'] },
      schema: {
        operationId: 'getSelfInterviewAnswerMedia',
        tags: ['self-interviews'],
        summary: 'The recording of an answer',
        params: AnswerParams,
        response: {
          200: Type.String({ format: 'binary', description: 'The recording as uploaded' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { answer } = await answerOf(request, 'read')
      const media = answer.media_path ? await openRecording(storage, answer.media_path) : null
      if (!media) throw new NotFoundError('This answer has no recording')
      // media_bytes is what the upload stored (counted as it streamed), so the length is known without a stat.
      if (answer.media_bytes) reply.header('content-length', answer.media_bytes)
      return reply
        .type(answer.media_type ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .send(media)
    },
  )

  app.put(
    '/:id/answers/:questionId/transcript',
    {
      config: { can: ['update', 'SelfInterview'] },
      schema: {
        operationId: 'setSelfInterviewAnswerTranscript',
        tags: ['self-interviews'],
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
        await trx
          .updateTable('self_interview_answers')
          .set({
            transcript: request.body.text.trim(),
            transcript_source: 'manager',
            transcription: 'done',
            updated_at: new Date(),
          })
          .where('id', '=', answer.id)
          .execute()
        // A typed transcript replaces the transcription: its reservation is released.
        await endReservations(trx, `transcription:${answer.id}`)
        const queue = analysisQueueOf(app)
        if (queue) await analyseWhenReady(trx, queue, row.id)
      })
      return interviewDetail(app.db, (await findInterview(app.db, row.id, null))!)
    },
  )
}

export default answers
