import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { emailsMeta, listEmails, toggleEmailLabel, updateEmails } from '../emails-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import attachments from './attachments.js'
import compose from './compose.js'
import { EmailListSchema, EmailQuery, UpdateEmailsBody } from '../schemas.js'
import { sandboxScope } from '../../scope.js'

const TAGS = ['sandbox-email']
/** The template answers 201 with an empty body. */
const EmptyBody = Type.Unsafe<undefined>({ description: 'Empty body' })

const email: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listEmails',
        tags: TAGS,
        summary: 'List mails of a folder or view, with the mailbox counts',
        description:
          'filter: inbox (default), draft, spam, sent, starred, trashed; label narrows; q matches sender name or subject.',
        querystring: EmailQuery,
        response: { 200: EmailListSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const [emails, meta] = await Promise.all([
        listEmails(app.db, sandboxScope(request), request.query),
        emailsMeta(app.db, sandboxScope(request)),
      ])
      return { emails, emailsMeta: meta }
    },
  )

  app.post(
    '',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'updateEmails',
        tags: TAGS,
        summary: 'Bulk update mails or toggle a label',
        description:
          'With label: toggles it on each mail. Otherwise merges data (isRead, isStarred, isDeleted, folder) into each mail. Answers 201 with no body.',
        body: UpdateEmailsBody,
        response: { 201: EmptyBody, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { ids, data, label } = request.body
      const list = Array.isArray(ids) ? ids : [ids]
      let done: boolean
      if (label) done = await toggleEmailLabel(app.db, sandboxScope(request), list, label)
      else if (data) done = await updateEmails(app.db, sandboxScope(request), list, data)
      else throw new BadRequestError('Give data to merge or a label to toggle')
      if (!done) throw new NotFoundError('Email not found')
      return reply.code(201).send()
    },
  )

  await app.register(compose)
  await app.register(attachments, { prefix: '/attachments' })
}

export default email
