import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/create-db.js'
import '../../db/tables/costs-billing.js'
import type { InvoiceLinesTable, InvoicesTable } from '../../db/tables/costs-billing.js'
import { TAX_RULE } from './billing-terms.js'
import { planOf } from './plan-catalogue.js'
import { json, type Handle } from '../../db/handle.js'
import { moveBalance } from './balance-repository.js'
import { buyerOf } from './billing-profile-repository.js'
import { ensureBilling } from './budget-repository.js'
import { printedNumber, type Seller } from './invoice/invoice-seller.js'
import { findOrg, localMonth, orgCurrency } from './org-repository.js'
import { usageTotals } from './usage-totals-repository.js'

export type InvoiceRow = Selectable<InvoicesTable>
export type InvoiceLineRow = Selectable<InvoiceLinesTable>

interface Line {
  kind: string
  description: string
  quantity: number
  amount_minor: number
}

/**
 * The plan fee and one line per usage kind of the local month (the same totals as the dashboard and the billing
 * page), then the tax rule's VAT; total = sum of lines + tax.
 */
async function invoiceFigures(db: Handle, orgId: string, month: { start: string; end: string }) {
  const org = (await findOrg(db, orgId))!
  const plan = planOf(org.plan)
  const currency = await orgCurrency(db, orgId)
  const totals = await usageTotals(db, { orgId, from: month.start, to: month.end, currency })
  const lines: Line[] = [
    {
      kind: 'plan',
      description: `${plan.name} plan, ${month.start.slice(0, 7)}`,
      quantity: 1,
      amount_minor: plan.priceMonthlyMinor ?? 0,
    },
    ...[...totals.byKind]
      .sort((a, b) => a.kind.localeCompare(b.kind))
      .map((u) => ({
        kind: u.kind,
        description: `Usage: ${u.kind}`,
        quantity: u.quantity,
        amount_minor: u.amountMinor,
      })),
  ]
  const subtotal = lines.reduce((s, l) => s + l.amount_minor, 0)
  const tax = Math.round((subtotal * TAX_RULE.ratePercent) / 100)
  return { plan: plan.plan, currency, orgName: org.name, lines, subtotal, tax, total: subtotal + tax }
}

interface Issue {
  seller: Seller
  number: number
  buyer: Awaited<ReturnType<typeof buyerOf>>
  dueOn: string
}

async function insertInvoice(
  trx: Handle,
  orgId: string,
  month: string,
  f: Awaited<ReturnType<typeof invoiceFigures>>,
  issue?: Issue,
) {
  const invoice = await trx
    .insertInto('invoices')
    .values({
      org_id: orgId,
      number: issue?.number ?? null,
      month,
      status: issue ? 'issued' : 'draft',
      plan: f.plan,
      currency: f.currency,
      subtotal_minor: f.subtotal,
      tax_rule: TAX_RULE.rule,
      tax_rate_percent: TAX_RULE.ratePercent,
      tax_minor: f.tax,
      total_minor: f.total,
      issued_at: issue ? new Date() : null,
      ...(issue
        ? {
            seller_key: issue.seller.key,
            number_text: printedNumber(issue.seller.prefix, issue.number),
            seller: json(issue.seller.party),
            buyer: json({ ...issue.buyer, language: undefined }),
            language: issue.buyer.language,
            due_on: issue.dueOn,
          }
        : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('invoice_lines')
    .values(f.lines.map((l, i) => ({ invoice_id: invoice.id, position: i + 1, ...l })))
    .execute()
  return invoice
}

const deleteDraft = (trx: Handle, orgId: string, month: string) =>
  trx
    .deleteFrom('invoices')
    .where('org_id', '=', orgId)
    .where('month', '=', month)
    .where('status', '=', 'draft')
    .execute()

/** The current month's draft, rebuilt from the ledger as it stands (a draft has no number and may change). */
export async function refreshDraft(db: Db, orgId: string): Promise<InvoiceRow> {
  return db.transaction().execute(async (trx) => {
    const month = await localMonth(trx, orgId)
    await ensureBilling(trx, orgId)
    await trx.selectFrom('org_billing').select('org_id').where('org_id', '=', orgId).forUpdate().execute()
    await deleteDraft(trx, orgId, month.start)
    return insertInvoice(trx, orgId, month.start, await invoiceFigures(trx, orgId, month))
  })
}

/** The seller's next number: its counter row is locked until the transaction ends, so numbers have no gaps. */
async function nextNumber(trx: Handle, sellerKey: string): Promise<number> {
  await trx
    .insertInto('invoice_series')
    .values({ seller_key: sellerKey })
    .onConflict((oc) => oc.column('seller_key').doNothing())
    .execute()
  const r = await trx
    .updateTable('invoice_series')
    .set({ last_number: sql<number>`last_number + 1` })
    .where('seller_key', '=', sellerKey)
    .returning('last_number')
    .executeTakeFirstOrThrow()
  return r.last_number
}

/**
 * Issues the invoice of the month holding `day` (once: a second call answers the issued one, checked under the
 * organization's lock). The seller's counter gives the next number, gap-free and unique however many
 * organizations and instances issue at once; the buyer and seller are kept as printed; the month's draft goes,
 * and the total is charged to the prepaid balance under the invoice's key.
 */
export async function issueInvoice(
  trx: Handle,
  orgId: string,
  day: string,
  seller: Seller,
): Promise<{ invoice: InvoiceRow; created: boolean }> {
  const month = await localMonth(trx, orgId, day)
  await ensureBilling(trx, orgId)
  await trx.selectFrom('org_billing').select('org_id').where('org_id', '=', orgId).forUpdate().execute()
  const issued = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('month', '=', month.start)
    .where('status', '=', 'issued')
    .executeTakeFirst()
  if (issued) return { invoice: issued, created: false }
  const figures = await invoiceFigures(trx, orgId, month)
  const buyer = await buyerOf(trx, orgId, figures.orgName)
  await deleteDraft(trx, orgId, month.start)
  const number = await nextNumber(trx, seller.key)
  const today = new Date()
  const dueOn = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + seller.dueDays))
  const invoice = await insertInvoice(trx, orgId, month.start, figures, {
    seller,
    number,
    buyer,
    dueOn: dueOn.toISOString().slice(0, 10),
  })
  if (invoice.total_minor > 0) {
    await moveBalance(trx, {
      orgId,
      kind: 'charge',
      amountMinor: -invoice.total_minor,
      reason: `Invoice ${invoice.number_text} (${month.start.slice(0, 7)})`,
      idempotencyKey: `invoice:${invoice.id}`,
      createdBy: null,
      invoiceId: invoice.id,
    })
  }
  return { invoice, created: true }
}

export const listInvoices = (db: Handle, orgId: string) =>
  db
    .selectFrom('invoices')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('month', 'desc')
    .orderBy('status')
    .limit(120)
    .execute()

export async function findInvoice(db: Handle, id: string, orgId: string | null) {
  let q = db.selectFrom('invoices').selectAll().where('id', '=', id)
  if (orgId) q = q.where('org_id', '=', orgId)
  const invoice = await q.executeTakeFirst()
  if (!invoice) return undefined
  const lines = await db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', id)
    .orderBy('position')
    .execute()
  return { invoice, lines }
}

/** Every organization and the day of its previous local month (the month close). */
export async function previousMonthDays(db: Handle) {
  const r = await sql<{
    id: string
    day: string
  }>`SELECT o.id, to_char((now() AT TIME ZONE COALESCE(s.time_zone, 'UTC'))::date - interval '1 month', 'YYYY-MM-DD') AS day
    FROM organizations o LEFT JOIN org_cost_settings s ON s.org_id = o.id ORDER BY o.id`.execute(db)
  return r.rows
}
