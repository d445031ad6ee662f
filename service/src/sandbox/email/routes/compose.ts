import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FieldErrors } from '../../../lib/errors.js'
import { composeEmail, senderOf } from '../email-compose-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { EmailSchema } from '../schemas.js'
import { ComposeEmailBody } from '../schemas-compose.js'
import { sandboxScope } from '../../scope.js'

/** Writing a mail: the template's compose dialog stores it as sent or as a draft (the spec lists no call for it). */
const compose: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/compose',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'composeEmail',
        tags: ['sandbox-email'],
        summary: 'Store a written mail in sent, or in draft',
        description:
          'From the signed-in account. A sent mail needs at least one recipient and a subject; a draft may be incomplete.',
        body: ComposeEmailBody,
        response: { 201: EmailSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const body = request.body
      if (!body.draft) {
        const errors: Record<string, string[]> = {}
        if (body.to.length === 0) errors.to = ['Add at least one recipient']
        if (!body.subject.trim()) errors.subject = ['A sent mail needs a subject']
        if (Object.keys(errors).length) throw new FieldErrors(errors)
      }
      const from = await senderOf(app.db, request.user.sub)
      return reply.code(201).send(await composeEmail(app.db, sandboxScope(request), from, body))
    },
  )
}

export default compose
