import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { invoiceDocument, saveInvoice } from '../invoice-document-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { InvoiceDocumentSchema, SaveInvoiceBody } from '../schemas-document.js'
import { IntIdParams } from '../../shared/list-query.js'
import { sandboxScope } from '../../scope.js'

const TAGS = ['sandbox-invoice']
const NOT_FOUND = 'No invoice found with this id'

/** The edit screen's calls (the spec lists none): read an invoice with its lines, save an edit, add a new one. */
const document: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/document',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getInvoiceDocument',
        tags: TAGS,
        summary: 'An invoice with its lines, note, tax and discount',
        params: IntIdParams,
        response: { 200: InvoiceDocumentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const found = await invoiceDocument(app.db, sandboxScope(request), request.params.id)
      if (!found) throw new NotFoundError(NOT_FOUND)
      return found
    },
  )

  app.put(
    '/:id',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'updateInvoice',
        tags: TAGS,
        summary: 'Save an edited invoice (the service computes the totals)',
        description: 'Keeps what was paid: the balance becomes the new total less the amount already paid.',
        params: IntIdParams,
        body: SaveInvoiceBody,
        response: { 200: InvoiceDocumentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if ((await saveInvoice(app.db, sandboxScope(request), request.params.id, request.body)) === undefined)
        throw new NotFoundError(NOT_FOUND)
      return (await invoiceDocument(app.db, sandboxScope(request), request.params.id))!
    },
  )

  app.post(
    '',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'addInvoice',
        tags: TAGS,
        summary: 'Add an invoice as a draft (id = last id + 1)',
        body: SaveInvoiceBody,
        response: { 201: InvoiceDocumentSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const id = (await saveInvoice(app.db, sandboxScope(request), undefined, request.body))!
      return reply.code(201).send((await invoiceDocument(app.db, sandboxScope(request), id))!)
    },
  )
}

export default document
