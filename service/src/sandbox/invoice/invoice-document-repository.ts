import { sql } from 'kysely'
import '../../db/tables/sandbox-invoice-lines.js'
import { FieldErrors } from '../../lib/errors.js'
import { invoiceTotals } from './invoice-totals.js'
import type { InvoiceDocument, SaveInvoiceBody } from './schemas-document.js'
import type { Handle } from '../shared/handle.js'
import { findInvoice } from './invoices-repository.js'
import { lockScopeForWrite } from '../copy/index.js'
/** An invoice with its lines and figures; undefined when there is no such invoice. */
export async function invoiceDocument(db: Handle, scope: string, id: number): Promise<InvoiceDocument | undefined> {
  const found = await findInvoice(db, scope, id)
  if (!found) return undefined
  const [extra, lines] = await Promise.all([
    db
      .selectFrom('sandbox_invoice_figures')
      .select(['note', 'tax_percent', 'discount'])
      .where('scope', '=', scope)
      .where('invoice_id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('sandbox_invoice_lines')
      .select(['item', 'description', 'cost', 'qty'])
      .where('scope', '=', scope)
      .where('invoice_id', '=', id)
      .orderBy('position')
      .execute(),
  ])
  const subtotal = lines.reduce((sum, l) => sum + Math.round(l.cost * 100) * l.qty, 0) / 100
  return {
    ...found,
    lines,
    note: extra?.note ?? '',
    taxPercent: extra?.tax_percent ?? 0,
    discount: extra?.discount ?? 0,
    subtotal,
  }
}

const dollars = (value: number) => `$${value.toFixed(2)}`

/**
 * Writes an invoice from the edit screen: the client is one of the stored clients, the totals are computed here.
 * An edit keeps what was already paid (balance = new total − paid); a new invoice is a draft with id = last + 1.
 */
export async function saveInvoice(
  db: Handle,
  scope: string,
  id: number | undefined,
  body: SaveInvoiceBody,
): Promise<number | undefined> {
  const errors: Record<string, string[]> = {}
  const totals = invoiceTotals(body.lines, body.discount, body.taxPercent)
  if (!totals) errors.discount = ['The discount is larger than the subtotal']
  if (body.dueDate < body.issuedDate) errors.dueDate = ['The due date comes before the issue date']
  return db.transaction().execute(async (trx) => {
    const client = await trx
      .selectFrom('sandbox_invoices')
      .selectAll()
      .where('scope', '=', scope)
      .where(sql`lower(client_email)`, '=', body.clientEmail.trim().toLowerCase())
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
    if (!client) errors.clientEmail = ['Choose one of the clients']
    if (Object.keys(errors).length || !client || !totals) throw new FieldErrors(errors)
    const fields = {
      issued_date: body.issuedDate,
      due_date: body.dueDate,
      client_name: client.client_name,
      client_company: client.client_company,
      client_email: client.client_email,
      client_address: client.client_address,
      client_country: client.client_country,
      client_contact: client.client_contact,
      service: body.lines[0].item.trim(),
      total: totals.total,
    }
    let invoiceId: number
    if (id !== undefined) {
      const old = await trx
        .selectFrom('sandbox_invoices')
        .select(['total', 'balance'])
        .where('scope', '=', scope)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()
      if (!old) return undefined
      const paid = old.total - old.balance
      await trx
        .updateTable('sandbox_invoices')
        .set({
          ...fields,
          balance: Math.round((totals.total - paid) * 100) / 100,
          payment_details: sql`jsonb_set(payment_details, '{totalDue}', to_jsonb(${dollars(totals.total)}::text))`,
        })
        .where('scope', '=', scope)
        .where('id', '=', id)
        .execute()
      invoiceId = id
    } else {
      await lockScopeForWrite(trx, scope, 'sandbox_invoices')
      const { next } = await trx
        .selectFrom('sandbox_invoices')
        .where('scope', '=', scope)
        .select(sql<number>`coalesce(max(id), 0) + 1`.as('next'))
        .executeTakeFirstOrThrow()
      invoiceId = Number(next)
      await trx
        .insertInto('sandbox_invoices')
        .values({
          scope,
          id: invoiceId,
          ...fields,
          balance: totals.total,
          avatar: '',
          invoice_status: 'Draft',
          payment_details: JSON.stringify({
            ...(client.payment_details as Record<string, string>),
            totalDue: dollars(totals.total),
          }),
        })
        .execute()
    }
    const figures = { note: body.note, tax_percent: body.taxPercent, discount: body.discount }
    await trx
      .insertInto('sandbox_invoice_figures')
      .values({ scope, invoice_id: invoiceId, ...figures })
      .onConflict((oc) => oc.columns(['scope', 'invoice_id']).doUpdateSet(figures))
      .execute()
    await trx
      .deleteFrom('sandbox_invoice_lines')
      .where('scope', '=', scope)
      .where('invoice_id', '=', invoiceId)
      .execute()
    await trx
      .insertInto('sandbox_invoice_lines')
      .values(
        body.lines.map((l, position) => ({
          scope,
          invoice_id: invoiceId,
          position,
          item: l.item.trim(),
          description: l.description,
          cost: l.cost,
          qty: l.qty,
        })),
      )
      .execute()
    return invoiceId
  })
}
