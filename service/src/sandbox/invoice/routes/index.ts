import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { deleteInvoice, findInvoice, listInvoiceClients, listInvoices } from '../invoices-repository.js'
import { NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { SandboxLegacyError } from '../../shared/errors.js'
import document from './document.js'
import mail from './mail.js'
import { InvoiceClientSchema, InvoiceDetailSchema, InvoicePage, InvoiceQuery } from '../schemas.js'
import { IntIdParams } from '../../shared/list-query.js'
import { sandboxScope } from '../../scope.js'
import { sendJsonPage } from '../../../lib/send-json-page.js'

const TAGS = ['sandbox-invoice']

const invoice: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/clients',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listInvoiceClients',
        tags: TAGS,
        summary: 'Five invoice clients',
        response: { 200: Type.Array(InvoiceClientSchema) },
      },
    },
    async (request) => listInvoiceClients(app.db, sandboxScope(request)),
  )

  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listInvoices',
        tags: TAGS,
        summary: 'List invoices',
        description:
          'Search on client name, company email and invoice id; status; selectedDateRange on issuedDate; sortBy client, total, id, date, balance. Newest first by default.',
        querystring: InvoiceQuery,
        response: { 200: InvoicePage, ...errorResponses(400) },
      },
    },
    // PostgreSQL writes the page's JSON (db/json-text.ts); the response schema documents it.
    async (request, reply) => sendJsonPage(reply, await listInvoices(app.db, sandboxScope(request), request.query)),
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getInvoice',
        tags: TAGS,
        summary: 'Get an invoice with its payment details',
        params: IntIdParams,
        response: { 200: InvoiceDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const found = await findInvoice(app.db, sandboxScope(request), request.params.id)
      if (!found) throw new NotFoundError('No invoice found with this id')
      return found
    },
  )

  // An unknown id keeps the template's own body.
  app.delete(
    '/:id',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'deleteInvoice',
        tags: TAGS,
        summary: 'Delete an invoice',
        params: IntIdParams,
        response: {
          204: NoContent,
          ...errorResponses(400),
          404: { ...SandboxLegacyError, description: 'Unknown invoice: {error: "Something went wrong"}' },
        },
      },
    },
    async (request, reply) => {
      if (!(await deleteInvoice(app.db, sandboxScope(request), request.params.id)))
        return reply.code(404).send({ error: 'Something went wrong' })
      return reply.code(204).send(null)
    },
  )

  await app.register(document)
  await app.register(mail)
}

export default invoice
