import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { openInterview, openQuestion, saveAnswer, startAnswer } from '../candidate-actions.js'
import { publicView, resolveLink } from '../candidate-link.js'
import { completeInterview } from '../finish-interview.js'
import { fileStorageFor } from '../../../lib/files/file-storage.js'
import { uploadMediaAnswer } from '../media-answer.js'
import { UnsupportedMediaError } from '../store-upload.js'
import { throttled } from '../../../plugins/app/throttle.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import {
  OpenInterviewBody,
  PublicSelfInterviewSchema,
  SaveAnswerBody,
  UidParams,
  UidQuestionParams,
  MediaLinkQuery,
  RANGE_ERROR,
  Recording,
} from '../schemas.js'
import { queueOf } from '../../analysis/index.js'
import { NotFoundError } from '../../../lib/errors.js'
import { findAnswerById } from '../answer-repository.js'
import { answerOfMediaToken } from '../media-link.js'
import { sendRecording } from '../send-recording.js'
const TAGS = ['self-interviews-public']
/** Marks a body left for the handler to stream. */
const MEDIA_BODY = 'stream'
const View = { 200: PublicSelfInterviewSchema, ...errorResponses(400, 404, 409, 410, 429) }

/**
 * The candidate's side, addressed by the link's uid, no sign-in. Every answer is `no-store` and rate-limited
 * per address; unknown and replaced links are one 404, revoked and expired ones 410.
 */
const publicSelfInterviews: FastifyPluginAsyncTypebox = async (app) => {
  const storage = fileStorageFor(app.config)
  // Autosave writes every few seconds while typing, so the budget is generous but bounded.
  const perAddress = app.createRateLimit({
    max: 240,
    timeWindow: 60_000,
    keyGenerator: (r) => `self-interview-ip:${r.ip}`,
  })
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    if (await throttled(request, reply, [perAddress], 'Too many requests for interview links')) return reply
  })

  app.get(
    '/:uid',
    {
      config: { public: true },
      schema: {
        operationId: 'getPublicSelfInterview',
        tags: TAGS,
        summary: 'The interview behind a link',
        description: 'Where a resumed interview continues: `currentQuestionId`.',
        security: [],
        params: UidParams,
        response: View,
      },
    },
    async (request) => publicView(app, (await resolveLink(app, request.params.uid)).id),
  )

  app.post(
    '/:uid/open',
    {
      config: { public: true },
      schema: {
        operationId: 'openPublicSelfInterview',
        tags: TAGS,
        summary: 'Consent and start',
        security: [],
        params: UidParams,
        body: OpenInterviewBody,
        response: View,
      },
    },
    async (request) => openInterview(app, request.params.uid),
  )

  app.post(
    '/:uid/questions/:questionId/open',
    {
      config: { public: true },
      schema: {
        operationId: 'openPublicSelfInterviewQuestion',
        tags: TAGS,
        summary: 'Open a question (starts its clock)',
        description: 'The first call stores the think and answer deadlines; later calls return the same ones.',
        security: [],
        params: UidQuestionParams,
        response: View,
      },
    },
    async (request) => openQuestion(app, request.params.uid, request.params.questionId),
  )

  app.post(
    '/:uid/questions/:questionId/start-answer',
    {
      config: { public: true },
      schema: {
        operationId: 'startPublicSelfInterviewAnswer',
        tags: TAGS,
        summary: 'Answer now: end the thinking time early',
        description:
          'The answer gets the time announced for it, counted from now; after the thinking time it changes nothing.',
        security: [],
        params: UidQuestionParams,
        response: View,
      },
    },
    async (request) => startAnswer(app, request.params.uid, request.params.questionId),
  )

  app.put(
    '/:uid/questions/:questionId/answer',
    {
      config: { public: true },
      schema: {
        operationId: 'savePublicSelfInterviewAnswer',
        tags: TAGS,
        summary: 'Autosave or submit an answer',
        description: 'After the answer deadline plus grace: 409 `DEBRIEF_DEADLINE_PASSED`.',
        security: [],
        params: UidQuestionParams,
        body: SaveAnswerBody,
        response: View,
      },
    },
    async (request) =>
      saveAnswer(app, request.params.uid, request.params.questionId, request.body.text, request.body.submit),
  )

  // Recordings arrive as the raw body and are streamed by the handler (never parsed, never buffered whole).
  // The body stays unread here (the handler streams request.raw), so no log or hook ever holds it as an object.
  app.addContentTypeParser(/^(audio|video)\/[\w.+-]+/, (_request, _payload, done) => done(null, MEDIA_BODY))

  app.put(
    '/:uid/questions/:questionId/media',
    {
      config: { public: true },
      schema: {
        operationId: 'uploadPublicSelfInterviewMedia',
        tags: TAGS,
        summary: 'Submit a recorded answer',
        description:
          'The raw recording as the body (`audio/*` or `video/*`). WebM/Matroska, MP4, Ogg or WAV by their first bytes (else 415); at most `SELF_INTERVIEW_MAX_ANSWER_BYTES` (else 413).',
        security: [],
        params: UidQuestionParams,
        response: { ...View, ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      const length = request.headers['content-length'] ? Number(request.headers['content-length']) : undefined
      // Only the audio/video parser above hands over a stream; any other body type was parsed and is refused.
      if (request.body !== MEDIA_BODY) throw new UnsupportedMediaError('Send the recording as audio/* or video/*')
      return uploadMediaAnswer(
        app,
        storage,
        request.params.uid,
        request.params.questionId,
        request.raw,
        length,
        request.headers['content-type'],
      )
    },
  )

  app.get(
    '/media',
    {
      config: { public: true },
      schema: {
        operationId: 'playSelfInterviewAnswerMedia',
        tags: TAGS,
        summary: 'Play a recorded answer by its playback link',
        description:
          'The link comes from `createSelfInterviewAnswerMediaLink` and works for an hour; honours one `Range: bytes=…` (206). An unknown or expired link answers 404.',
        security: [],
        querystring: MediaLinkQuery,
        response: { ...Recording, ...errorResponses(404, 429), ...RANGE_ERROR },
      },
    },
    async (request, reply) => {
      const answerId = answerOfMediaToken(app.secretBox, request.query.link)
      const answer = answerId ? await findAnswerById(app.db, answerId) : undefined
      if (!answer?.media_path)
        throw new NotFoundError('This playback link does not work; reload the page for a new one')
      return sendRecording(reply, storage, answer, request.headers.range)
    },
  )

  app.post(
    '/:uid/complete',
    {
      config: { public: true },
      schema: {
        operationId: 'completePublicSelfInterview',
        tags: TAGS,
        summary: 'Finish the interview',
        description: 'The answers become a transcript and the requested reports are queued.',
        security: [],
        params: UidParams,
        response: { ...View, ...errorResponses(503) },
      },
    },
    async (request) => completeInterview(app, () => queueOf(app), request.params.uid),
  )
}

export default publicSelfInterviews
