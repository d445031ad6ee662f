import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, ForbiddenActionError, NotFoundError } from '../../../lib/errors.js'
import { assertCan } from '../../../permissions/ability.js'
import {
  findSupportRequest,
  insertReply,
  insertSupportRequest,
  listSupportRequests,
  repliesOf,
  staffAccount,
  toSummary,
  updateSupportRequest,
} from '../support-repository.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import {
  CreateSupportRequestBody,
  SupportListQuery,
  SupportReplyBody,
  SupportRequestPageSchema,
  SupportRequestSchema,
  UpdateSupportRequestBody,
} from '../schemas.js'
import { fileStorageFor } from '../../../lib/files/file-storage.js'
import { attachmentsOf } from '../attachment-repository.js'
import { supportAttachments } from './attachments.js'
import { mailOtherSide } from './notify.js'
import { isSupportStaff, supportScope } from './support-scope.js'

const TAGS = ['support']

/** Support requests: anyone signed in opens and follows theirs; support (the superadmin) sees all, assigns and answers. */
const support: FastifyPluginAsyncTypebox = async (app) => {
  const load = async (request: Parameters<typeof supportScope>[0], id: string, action: 'read' | 'update') => {
    const row = await findSupportRequest(app.db, id, supportScope(request))
    if (!row) throw new NotFoundError('Support request not found')
    assertCan(request.ability, action, 'SupportRequest', { orgId: row.org_id, requesterId: row.requester_id })
    return row
  }
  const full = async (row: NonNullable<Awaited<ReturnType<typeof findSupportRequest>>>) => ({
    ...toSummary(row),
    description: row.description,
    replies: await repliesOf(app.db, row.id),
    attachments: await attachmentsOf(app.db, row.id),
  })

  app.get(
    '',
    {
      config: { can: ['read', 'SupportRequest'] },
      schema: {
        operationId: 'listSupportRequests',
        tags: TAGS,
        summary: 'List support requests',
        description: '`q` matches the subject, description and requester name. Support sees every organization.',
        querystring: SupportListQuery,
        response: { 200: SupportRequestPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { rows, total } = await listSupportRequests(app.db, supportScope(request), request.query, request.user.sub)
      return { requests: rows.map(toSummary), total }
    },
  )

  app.post(
    '',
    {
      config: { can: ['create', 'SupportRequest'] },
      schema: {
        operationId: 'createSupportRequest',
        tags: TAGS,
        summary: 'Open a support request',
        body: CreateSupportRequestBody,
        response: { 201: SupportRequestSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const orgId = request.user.orgId
      assertCan(request.ability, 'create', 'SupportRequest', { orgId, requesterId: request.user.sub })
      const b = request.body
      const { id } = await insertSupportRequest(app.db, {
        orgId,
        requesterId: request.user.sub,
        subject: b.subject.trim(),
        category: b.category,
        description: b.description.trim(),
      })
      const row = (await findSupportRequest(app.db, id, { all: true }))!
      await mailOtherSide(
        app,
        { id, subject: row.subject, requesterEmail: row.requester_email, assigneeEmail: null },
        false,
        row.description,
      )
      return reply.code(201).send(await full(row))
    },
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'SupportRequest'] },
      schema: {
        operationId: 'getSupportRequest',
        tags: TAGS,
        summary: 'Get a support request with its replies',
        params: IdParams,
        response: { 200: SupportRequestSchema, ...errorResponses(404) },
      },
    },
    async (request) => full(await load(request, request.params.id, 'read')),
  )

  app.post(
    '/:id/replies',
    {
      config: { can: ['update', 'SupportRequest'] },
      schema: {
        operationId: 'replySupportRequest',
        tags: TAGS,
        summary: 'Reply to a support request',
        description:
          "Mails the other side. Support's reply sets the status to waiting (for the requester); the requester's reopens it.",
        params: IdParams,
        body: SupportReplyBody,
        response: { 201: SupportRequestSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await load(request, request.params.id, 'update')
      const fromStaff = isSupportStaff(request)
      const body = request.body.body.trim()
      if (!body) throw new BadRequestError('The reply is empty')
      await app.db
        .transaction()
        .execute((trx) => insertReply(trx, row, request.user.sub, fromStaff, body, fromStaff ? 'waiting' : 'open'))
      await mailOtherSide(
        app,
        { id: row.id, subject: row.subject, requesterEmail: row.requester_email, assigneeEmail: row.assignee_email },
        fromStaff,
        body,
      )
      return reply.code(201).send(await full((await findSupportRequest(app.db, row.id, { all: true }))!))
    },
  )

  app.patch(
    '/:id',
    {
      config: { can: ['update', 'SupportRequest'] },
      schema: {
        operationId: 'updateSupportRequest',
        tags: TAGS,
        summary: 'Change the status or the assignee',
        description: 'The requesting side may resolve, close or reopen its request; assigning is support only.',
        params: IdParams,
        body: UpdateSupportRequestBody,
        response: { 200: SupportRequestSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const row = await load(request, request.params.id, 'update')
      const staff = isSupportStaff(request)
      const { status, assigneeId } = request.body
      if (assigneeId !== undefined && !staff) throw new ForbiddenActionError('Only support assigns requests')
      if (status === 'waiting' && !staff) throw new ForbiddenActionError('Only support sets a request to waiting')
      if (assigneeId && !(await staffAccount(app.db, assigneeId)))
        throw new BadRequestError('The assignee must be a support account')
      await updateSupportRequest(app.db, row.id, {
        ...(status ? { status } : {}),
        ...(assigneeId !== undefined ? { assignee_id: assigneeId } : {}),
      })
      return full((await findSupportRequest(app.db, row.id, { all: true }))!)
    },
  )

  await app.register(supportAttachments(fileStorageFor(app.config), load))
}

export default support
