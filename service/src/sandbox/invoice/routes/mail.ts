import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { invoiceMailText } from '../invoice-mail.js'
import { invoiceDocument } from '../invoice-document-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { SendInvoiceBody, SentInvoice } from '../schemas-mail.js'
import { IntIdParams } from '../../shared/list-query.js'
import { sandboxScope } from '../../scope.js'

/** The preview's "Send invoice" (the spec lists none): the mail goes through the service's outbox like every other. */
const mail: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/send',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'sendInvoice',
        tags: ['sandbox-invoice'],
        summary: 'Send an invoice by mail through the outbox',
        description:
          'Writes the mail (message, lines, totals, payment details) to the outbox; SMTP delivers it when configured.',
        params: IntIdParams,
        body: SendInvoiceBody,
        response: { 202: SentInvoice, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const doc = await invoiceDocument(app.db, sandboxScope(request), request.params.id)
      if (!doc) throw new NotFoundError('No invoice found with this id')
      const { to, subject, message } = request.body
      await app.mailer.send({ to, subject: subject.trim(), text: invoiceMailText(doc, message) })
      return reply.code(202).send({ to, subject: subject.trim(), queued: true })
    },
  )
}

export default mail
