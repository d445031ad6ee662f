import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { ConflictError, NotFoundError } from '../../../lib/errors.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { sendTooManyRequests } from '../../../plugins/app/throttle.js'
import { assertCan } from '../../../permissions/ability.js'
import { orgScope } from '../../../permissions/org-scope.js'
import {
  claimManualReminder,
  findInvitation,
  listColleagues,
  mailFactsOf,
  revokeInvitation,
} from '../invitation-repository.js'
import { findInterview } from '../interview-repository.js'
import {
  CreateReviewInvitationBody,
  InvitationParams,
  ReviewColleaguesSchema,
  ReviewInvitationCreatedSchema,
  ReviewInvitationListSchema,
  ReviewInvitationSchema,
} from '../review-invitation-schemas.js'
import { invitationsOf, invite, sendReminder } from '../review-invitations.js'

const TAGS = ['self-interviews']

/**
 * Team review: the manager (whoever may update the interview) invites reviewers with a due date, sees where each
 * one is, reminds and revokes. Another organization's interview answers 404, as everywhere.
 */
const reviewInvitations: FastifyPluginAsyncTypebox = async (app) => {
  const interviewOf = async (request: FastifyRequest, id: string) => {
    const row = await findInterview(app.db, id, orgScope(request))
    if (!row) throw new NotFoundError('Self-interview not found')
    assertCan(request.ability, 'update', 'SelfInterview', { orgId: row.org_id })
    return row
  }

  app.get(
    '/:id/review-invitations',
    {
      config: { can: ['update', 'SelfInterview'] },
      schema: {
        operationId: 'listSelfInterviewReviewInvitations',
        tags: TAGS,
        summary: 'The interview’s invited reviewers and where each one is',
        params: IdParams,
        response: { 200: ReviewInvitationListSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await interviewOf(request, request.params.id)
      return { invitations: await invitationsOf(app, row.id) }
    },
  )

  app.get(
    '/:id/review-invitations/colleagues',
    {
      config: { can: ['update', 'SelfInterview'] },
      schema: {
        operationId: 'listSelfInterviewReviewColleagues',
        tags: TAGS,
        summary: 'The colleagues who may be invited to review (the organization’s admins and clients)',
        params: IdParams,
        response: { 200: ReviewColleaguesSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await interviewOf(request, request.params.id)
      const colleagues = await listColleagues(app.db, row.org_id)
      return { colleagues }
    },
  )

  app.post(
    '/:id/review-invitations',
    {
      config: { can: ['update', 'SelfInterview'] },
      schema: {
        operationId: 'inviteSelfInterviewReviewer',
        tags: TAGS,
        summary: 'Invite a reviewer with a due date',
        description:
          'A colleague (`accountId`, an admin or client of the organization) reviews in the app; someone without ' +
          'an account (`email`, `name`) gets a link that opens only this interview, answered here once (`link`) ' +
          'and mailed. A reviewer already invited answers 409.',
        params: IdParams,
        body: CreateReviewInvitationBody,
        response: { 201: ReviewInvitationCreatedSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await interviewOf(request, request.params.id)
      const facts = await mailFactsOf(app.db, row.id)
      const created = await invite(app, { ...row, org: facts?.org ?? '' }, request.user.sub, request.body)
      return reply.code(201).send(created)
    },
  )

  app.delete(
    '/:id/review-invitations/:invitationId',
    {
      config: { can: ['update', 'SelfInterview'] },
      schema: {
        operationId: 'revokeSelfInterviewReviewInvitation',
        tags: TAGS,
        summary: 'Revoke an invitation: its link stops working at once',
        description: 'A review already submitted stays in the scorecard.',
        params: InvitationParams,
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await interviewOf(request, request.params.id)
      if (!(await revokeInvitation(app.db, row.id, request.params.invitationId)))
        throw new NotFoundError('Invitation not found')
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/:id/review-invitations/:invitationId/remind',
    {
      config: { can: ['update', 'SelfInterview'] },
      schema: {
        operationId: 'remindSelfInterviewReviewer',
        tags: TAGS,
        summary: 'Mail the reviewer a reminder now',
        description: 'Once an hour per invitation (429 before); a submitted review answers 409.',
        params: InvitationParams,
        response: { 200: ReviewInvitationSchema, ...errorResponses(404, 409, 429) },
      },
    },
    async (request, reply) => {
      const row = await interviewOf(request, request.params.id)
      const id = request.params.invitationId
      const current = (await invitationsOf(app, row.id)).find((i) => i.id === id)
      if (!current) throw new NotFoundError('Invitation not found')
      if (current.status === 'submitted') throw new ConflictError('This reviewer has already submitted')
      if (!(await claimManualReminder(app.db, row.id, id))) {
        const last = current.lastRemindedAt ? new Date(current.lastRemindedAt).getTime() : Date.now()
        const resetSeconds = Math.max(1, (last + 3_600_000 - Date.now()) / 1000)
        return sendTooManyRequests(
          request,
          reply,
          { max: 1, resetSeconds },
          'This reviewer was reminded less than an hour ago',
        )
      }
      const inv = await findInvitation(app.db, row.id, id)
      if (inv) await sendReminder(app, inv)
      return (await invitationsOf(app, row.id)).find((i) => i.id === id)!
    },
  )
}

export default reviewInvitations
