import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/create-db.js'
import '../../db/tables/costs-billing.js'
import type { InvoiceLinesTable, InvoicesTable } from '../../db/tables/costs-billing.js'
import { TAX_RULE } from './billing-terms.js'
import { planOf } from './plan-catalogue.js'
import type { Handle } from '../../db/handle.js'
import { moveBalance } from './balance-repository.js'
import { ensureBilling } from './budget-repository.js'
import { localMonth } from './org-month.js'

export type InvoiceRow = Selectable<InvoicesTable>
export type InvoiceLineRow = Selectable<InvoiceLinesTable>

interface Line {
  kind: string
  description: string
  quantity: number
  amount_minor: number
}

/** The plan fee and one line per usage kind of the local month, then the tax rule's VAT; total = sum of lines + tax. */
async function invoiceFigures(db: Handle, orgId: string, month: { start: string; end: string }) {
  const org = await db.selectFrom('organizations').select('plan').where('id', '=', orgId).executeTakeFirstOrThrow()
  const plan = planOf(org.plan)
  const usage = await sql<{
    kind: string
    quantity: number
    amount: number
  }>`SELECT kind, sum(quantity)::bigint AS quantity, sum(amount_minor)::bigint AS amount
    FROM usage_daily WHERE org_id = ${orgId}::uuid AND currency = ${plan.currency} AND day BETWEEN ${month.start}::date AND ${month.end}::date
    GROUP BY kind ORDER BY kind`.execute(db)
  const lines: Line[] = [
    {
      kind: 'plan',
      description: `${plan.name} plan, ${month.start.slice(0, 7)}`,
      quantity: 1,
      amount_minor: plan.priceMonthlyMinor ?? 0,
    },
    ...usage.rows.map((u) => ({
      kind: u.kind,
      description: `Usage: ${u.kind}`,
      quantity: u.quantity,
      amount_minor: u.amount,
    })),
  ]
  const subtotal = lines.reduce((s, l) => s + l.amount_minor, 0)
  const tax = Math.round((subtotal * TAX_RULE.ratePercent) / 100)
  return { plan: plan.plan, currency: plan.currency, lines, subtotal, tax, total: subtotal + tax }
}

async function insertInvoice(
  trx: Handle,
  orgId: string,
  month: string,
  status: 'draft' | 'issued',
  number: number | null,
  f: Awaited<ReturnType<typeof invoiceFigures>>,
) {
  const invoice = await trx
    .insertInto('invoices')
    .values({
      org_id: orgId,
      number,
      month,
      status,
      plan: f.plan,
      currency: f.currency,
      subtotal_minor: f.subtotal,
      tax_rule: TAX_RULE.rule,
      tax_rate_percent: TAX_RULE.ratePercent,
      tax_minor: f.tax,
      total_minor: f.total,
      issued_at: status === 'issued' ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('invoice_lines')
    .values(f.lines.map((l, i) => ({ invoice_id: invoice.id, position: i + 1, ...l })))
    .execute()
  return invoice
}

/** The current month's draft, rebuilt from the ledger as it stands (a draft has no number and may change). */
export async function refreshDraft(db: Db, orgId: string): Promise<InvoiceRow> {
  return db.transaction().execute(async (trx) => {
    const month = await localMonth(trx, orgId)
    await ensureBilling(trx, orgId)
    await trx.selectFrom('org_billing').select('org_id').where('org_id', '=', orgId).forUpdate().execute()
    await trx
      .deleteFrom('invoices')
      .where('org_id', '=', orgId)
      .where('month', '=', month.start)
      .where('status', '=', 'draft')
      .execute()
    return insertInvoice(trx, orgId, month.start, 'draft', null, await invoiceFigures(trx, orgId, month))
  })
}

/**
 * Issues the invoice of the month holding `day` (once: a second call answers the issued one). The counter on the
 * organization's locked billing row gives the next number, so numbers have no gaps even with several instances;
 * the month's draft goes, and the total is charged to the prepaid balance under the invoice's key.
 */
export async function issueInvoice(
  trx: Handle,
  orgId: string,
  day: string,
): Promise<{ invoice: InvoiceRow; created: boolean }> {
  const month = await localMonth(trx, orgId, day)
  await ensureBilling(trx, orgId)
  const counter = await trx
    .selectFrom('org_billing')
    .select('last_invoice_number')
    .where('org_id', '=', orgId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const issued = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('month', '=', month.start)
    .where('status', '=', 'issued')
    .executeTakeFirst()
  if (issued) return { invoice: issued, created: false }
  const number = counter.last_invoice_number + 1
  await trx.updateTable('org_billing').set({ last_invoice_number: number }).where('org_id', '=', orgId).execute()
  await trx
    .deleteFrom('invoices')
    .where('org_id', '=', orgId)
    .where('month', '=', month.start)
    .where('status', '=', 'draft')
    .execute()
  const invoice = await insertInvoice(
    trx,
    orgId,
    month.start,
    'issued',
    number,
    await invoiceFigures(trx, orgId, month),
  )
  if (invoice.total_minor > 0) {
    await moveBalance(trx, {
      orgId,
      kind: 'charge',
      amountMinor: -invoice.total_minor,
      reason: `Invoice ${number} (${month.start.slice(0, 7)})`,
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
