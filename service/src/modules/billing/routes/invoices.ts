import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { invoicePdf } from '../invoice/invoice-pdf.js'
import { sellerOf } from '../invoice/invoice-seller.js'
import { buyerOf } from '../billing-profile-repository.js'
import { findOrg } from '../org-repository.js'
import { NO_ORG } from './billing-scope.js'
import { NotFoundError } from '../../../lib/errors.js'
import { assertCan, can } from '../../../permissions/ability.js'
import { findInvoice, listInvoices, refreshDraft, type InvoiceLineRow, type InvoiceRow } from '../invoice-repository.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { DraftBody, InvoiceListSchema, InvoiceSchema, OrgQuery } from '../schemas.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { billingOrg } from './billing-scope.js'
import { recordAudit } from '../../audit/index.js'
const TAGS = ['billing']

const toInvoice = (r: InvoiceRow, lines?: InvoiceLineRow[]) => ({
  id: r.id,
  number: r.number,
  invoiceNumber: r.number_text ?? (r.number === null ? null : String(r.number)),
  dueOn: r.due_on,
  month: r.month,
  status: r.status,
  plan: r.plan,
  currency: r.currency,
  subtotalMinor: r.subtotal_minor,
  taxRule: r.tax_rule,
  taxRatePercent: Number(r.tax_rate_percent),
  taxMinor: r.tax_minor,
  totalMinor: r.total_minor,
  issuedAt: r.issued_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
  ...(lines
    ? {
        lines: lines.map((l) => ({
          position: l.position,
          kind: l.kind,
          description: l.description,
          quantity: l.quantity,
          amountMinor: l.amount_minor,
        })),
      }
    : {}),
})

/** Monthly invoices: issued ones (by the month-end job) are frozen; the current month can be drafted on demand. */
const invoices: FastifyPluginAsyncTypebox = async (app) => {
  const scoped = async (request: Parameters<typeof billingOrg>[0], id: string) => {
    const everyOrg = can(request.ability, 'read', 'Billing', { orgId: NO_ORG })
    const found = await findInvoice(app.db, id, everyOrg ? null : (request.user.orgId ?? NO_ORG))
    if (!found) throw new NotFoundError('Invoice not found')
    assertCan(request.ability, 'read', 'Billing', { orgId: found.invoice.org_id })
    return found
  }

  app.get(
    '/invoices',
    {
      config: { can: ['read', 'Billing'] },
      schema: {
        operationId: 'listBillingInvoices',
        tags: TAGS,
        summary: 'Invoices of an organization, newest month first',
        querystring: OrgQuery,
        response: { 200: InvoiceListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const orgId = await billingOrg(request, request.query.orgId)
      return { invoices: (await listInvoices(app.db, orgId)).map((r) => toInvoice(r)) }
    },
  )

  app.post(
    '/invoices/draft',
    {
      config: { can: ['update', 'Billing'] },
      schema: {
        operationId: 'draftBillingInvoice',
        tags: TAGS,
        summary: 'Draft the current month’s invoice',
        body: DraftBody,
        response: { 201: InvoiceSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const orgId = await billingOrg(request, request.body.orgId, 'update')
      const draft = await refreshDraft(app.db, orgId)
      const found = await findInvoice(app.db, draft.id, orgId)
      return reply.code(201).send(toInvoice(found!.invoice, found!.lines))
    },
  )

  app.get(
    '/invoices/:id',
    {
      config: { can: ['read', 'Billing'] },
      schema: {
        operationId: 'getBillingInvoice',
        tags: TAGS,
        summary: 'An invoice with its lines',
        params: IdParams,
        response: { 200: InvoiceSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { invoice, lines } = await scoped(request, request.params.id)
      return toInvoice(invoice, lines)
    },
  )

  app.get(
    '/invoices/:id/pdf',
    {
      config: { can: ['read', 'Billing'] },
      schema: {
        operationId: 'getBillingInvoicePdf',
        tags: TAGS,
        summary: 'An invoice as PDF',
        params: IdParams,
        produces: ['application/pdf'],
        response: {
          200: Type.String({ description: 'The invoice as a PDF document', contentMediaType: 'application/pdf' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { invoice, lines } = await scoped(request, request.params.id)
      // An issued invoice prints the seller and buyer it was issued with; a draft (or an invoice issued before
      // invoices kept them) prints the configured seller and the billing profile as they are now.
      const org = (await findOrg(app.db, invoice.org_id))!
      const buyer = await buyerOf(app.db, invoice.org_id, org.name)
      const numberText = invoice.number_text ?? (invoice.number === null ? null : String(invoice.number))
      const pdf = await invoicePdf({
        invoice,
        lines,
        seller: invoice.seller ?? sellerOf(app.config).party,
        buyer: invoice.buyer ?? buyer,
        language: invoice.language ?? buyer.language,
        numberText,
        dueOn: invoice.due_on,
      })
      const name = numberText
        ? `invoice-${invoice.month.slice(0, 7)}-${numberText}.pdf`
        : `invoice-${invoice.month.slice(0, 7)}-draft.pdf`
      await recordAudit(app.db, request, {
        kind: 'export',
        orgId: invoice.org_id,
        target: invoice.id,
        meta: { file: name },
      })
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(pdf)
    },
  )
}

export default invoices
