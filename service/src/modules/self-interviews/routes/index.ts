import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, ConflictError, NotFoundError } from '../../../lib/errors.js'
import { fileStorageFor } from '../../../lib/files/file-storage.js'
import { createInterview } from '../create-interview.js'
import { interviewDetail } from '../detail.js'
import { removeRecording } from '../recording-storage.js'
import { assertCan } from '../../../permissions/ability.js'
import {
  addEvent,
  deleteInterview,
  findInterview,
  listInterviews,
  lockInterview,
  setExpiry,
  toSelfInterview,
  transition,
} from '../interview-repository.js'
import { hasAnyAnswer, recordingKeysOf } from '../answer-repository.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import {
  CreateSelfInterviewBody,
  SelfInterviewDetailSchema,
  SelfInterviewLinkSchema,
  SelfInterviewListQuery,
  SelfInterviewPageSchema,
  UpdateSelfInterviewBody,
} from '../schemas.js'
import { orgScope } from '../../../permissions/org-scope.js'
import actions from './actions.js'
import answers from './answers.js'
import bulk from './bulk.js'
import compare from './compare.js'
import questionSets from './question-sets.js'
import reviews from './reviews.js'
import reviewInvitations from './review-invitations.js'

const TAGS = ['self-interviews']

/** Self-interviews of the caller's organization: list, create (with its link, shown once), read, extend, delete. */
const selfInterviews: FastifyPluginAsyncTypebox = async (app) => {
  const storage = fileStorageFor(app.config)
  app.get(
    '',
    {
      config: { can: ['read', 'SelfInterview'] },
      schema: {
        operationId: 'listSelfInterviews',
        tags: TAGS,
        summary: 'List self-interviews',
        description: '`q` matches the candidate’s name and e-mail and the question set; `from`/`to` bound `createdAt`.',
        querystring: SelfInterviewListQuery,
        response: { 200: SelfInterviewPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { rows, total } = await listInterviews(app.db, orgScope(request), request.query)
      return { selfInterviews: rows.map(toSelfInterview), total }
    },
  )

  app.post(
    '',
    {
      config: { can: ['create', 'SelfInterview'] },
      schema: {
        operationId: 'createSelfInterview',
        tags: TAGS,
        summary: 'Create a self-interview',
        description: 'Answers the record with its public link `/i/{uid}`; the link is shown only here (and on resend).',
        body: CreateSelfInterviewBody,
        response: { 201: SelfInterviewLinkSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const orgId = request.user.orgId
      if (!orgId) throw new BadRequestError('Self-interviews are created by members of an organization')
      assertCan(request.ability, 'create', 'SelfInterview', { orgId })
      const { row, link } = await createInterview(app, orgId, request.user.sub, request.body)
      return reply.code(201).send({ selfInterview: toSelfInterview(row), link: link.link, uid: link.uid })
    },
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'SelfInterview'] },
      schema: {
        operationId: 'getSelfInterview',
        tags: TAGS,
        summary: 'Get a self-interview with its timeline, answers and reports',
        params: IdParams,
        response: { 200: SelfInterviewDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findInterview(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Self-interview not found')
      assertCan(request.ability, 'read', 'SelfInterview', { orgId: row.org_id })
      return interviewDetail(app.db, row)
    },
  )

  app.patch(
    '/:id',
    {
      config: { can: ['update', 'SelfInterview'] },
      schema: {
        operationId: 'updateSelfInterview',
        tags: TAGS,
        summary: 'Change a self-interview’s expiry',
        description: 'A new expiry in the future reopens an expired interview where it stopped.',
        params: IdParams,
        body: UpdateSelfInterviewBody,
        response: { 200: SelfInterviewDetailSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const found = await findInterview(app.db, request.params.id, orgScope(request))
      if (!found) throw new NotFoundError('Self-interview not found')
      assertCan(request.ability, 'update', 'SelfInterview', { orgId: found.org_id })
      const expiresAt = new Date(request.body.expiresAt)
      if (expiresAt.getTime() <= Date.now()) throw new BadRequestError('expiresAt: must be in the future')
      await app.db.transaction().execute(async (trx) => {
        const row = await lockInterview(trx, found.id)
        if (row.state === 'completed' || row.state === 'revoked')
          throw new ConflictError(`A ${row.state} interview cannot be extended`)
        await setExpiry(trx, row.id, expiresAt)
        await addEvent(trx, row, 'extended', { expiresAt: expiresAt.toISOString() })
        if (row.state === 'expired') {
          const next = (await hasAnyAnswer(trx, row.id)) ? 'in_progress' : row.consent_at ? 'opened' : 'created'
          await transition(trx, row, next, { reopened: true })
        }
      })
      return interviewDetail(app.db, (await findInterview(app.db, found.id, null))!)
    },
  )

  app.delete(
    '/:id',
    {
      config: { can: ['delete', 'SelfInterview'] },
      schema: {
        operationId: 'deleteSelfInterview',
        tags: TAGS,
        summary: 'Delete a self-interview',
        description: 'Its answers and timeline go with it; finished reports stay, naming it as their source.',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await findInterview(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Self-interview not found')
      assertCan(request.ability, 'delete', 'SelfInterview', { orgId: row.org_id })
      const recordings = await app.db.transaction().execute(async (trx) => {
        const keys = await recordingKeysOf(trx, row.id)
        await deleteInterview(trx, row.id)
        return keys
      })
      // The recordings go once the rows are gone for good; a failed removal leaves an orphan, never a broken row.
      await Promise.all(recordings.map((m) => removeRecording(storage, m).catch(() => {})))
      return reply.code(204).send(null)
    },
  )

  await app.register(questionSets)
  await app.register(bulk)
  await app.register(compare)
  await app.register(actions)
  await app.register(answers)
  await app.register(reviews)
  await app.register(reviewInvitations)
}

export default selfInterviews
