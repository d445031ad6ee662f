import { sql, type Selectable } from 'kysely'
import type { SandboxInvoicesTable } from '../../db/schema.js'
import type { Invoice, InvoiceClient, InvoiceQuery } from './schemas.js'
import { countOf, type Handle } from '../shared/handle.js'
import { shapedQuery } from '../../db/shaped-query.js'
import { likePattern, pagingOf, sortShape, type SortColumns } from '../shared/paging.js'
import { compactJsonText, dateText, emptyPage, jsNumber, pageBodyColumns } from '../../db/json-text.js'
import { orderOf } from '../shared/list-page-repository.js'

const SORT: SortColumns = {
  client: ['client_name', 'text'],
  total: ['total', 'number'],
  id: ['id', 'number'],
  date: ['issued_date', 'number'],
  balance: ['balance', 'number'],
}

type Row = Omit<Selectable<SandboxInvoicesTable>, 'payment_details' | 'scope'>

/** What a list row shows: the payment details (a JSON document) only come with one invoice. */
const LIST_COLUMNS = [
  'id',
  'issued_date',
  'due_date',
  'client_name',
  'client_company',
  'client_email',
  'client_address',
  'client_country',
  'client_contact',
  'service',
  'total',
  'balance',
  'avatar',
  'invoice_status',
] as const

const toClient = (
  r: Pick<
    Row,
    'client_name' | 'client_company' | 'client_email' | 'client_address' | 'client_country' | 'client_contact'
  >,
): InvoiceClient => ({
  name: r.client_name,
  company: r.client_company,
  companyEmail: r.client_email,
  address: r.client_address,
  country: r.client_country,
  contact: r.client_contact,
})

const toInvoice = (r: Row): Invoice => ({
  id: r.id,
  issuedDate: r.issued_date,
  dueDate: r.due_date,
  client: toClient(r),
  service: r.service,
  total: r.total,
  balance: r.balance,
  avatar: r.avatar,
  invoiceStatus: r.invoice_status,
})

/** The two dates of selectedDateRange, however the web encodes them (comma, "to", JSON). */
export function dateRangeOf(value: string | undefined): [string, string] | undefined {
  const dates = value?.match(/\d{4}-\d{2}-\d{2}/g)
  if (!dates?.length) return undefined
  return [dates[0], dates[1] ?? dates[0]]
}

interface Filters {
  scope: string
  like?: string
  status?: string
  from?: string
  to?: string
}

function filtersOf(scope: string, query: InvoiceQuery): Filters {
  const range = dateRangeOf(query.selectedDateRange)
  const dated = range && !range.some((d) => Number.isNaN(Date.parse(d)))
  return {
    scope,
    like: likePattern(query.q),
    status: query.status ? query.status.toLowerCase() : undefined,
    from: dated ? range[0] : undefined,
    to: dated ? range[1] : undefined,
  }
}

/** The filtered rows; `f` reaches the SQL only as values, so the shape depends only on which filters are present. */
function filtered(db: Handle, f: Filters) {
  let q = db.selectFrom('sandbox_invoices').where('scope', '=', f.scope)
  const like = f.like
  if (like !== undefined)
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(client_name)`, 'like', like),
        eb(sql`lower(client_email)`, 'like', like),
        eb(sql`id::text`, 'like', like),
      ]),
    )
  if (f.status !== undefined) q = q.where(sql`lower(invoice_status)`, '=', f.status)
  if (f.from !== undefined && f.to !== undefined)
    q = q
      .where('issued_date', '>=', sql<string>`${f.from}::date`)
      .where('issued_date', '<=', sql<string>`${f.to}::date`)
  return q
}

/** A list item as the response schema (InvoiceSchema) writes `toInvoice`'s answer, written by PostgreSQL (db/json-text.ts). */
const invoiceJson = compactJsonText({
  id: sql`i.id`,
  issuedDate: dateText(sql`i.issued_date`),
  dueDate: dateText(sql`i.due_date`),
  client: compactJsonText({
    name: sql`i.client_name`,
    company: sql`i.client_company`,
    companyEmail: sql`i.client_email`,
    address: sql`i.client_address`,
    country: sql`i.client_country`,
    contact: sql`i.client_contact`,
  }),
  service: sql`i.service`,
  total: jsNumber(sql`i.total`),
  balance: jsNumber(sql`i.balance`),
  avatar: sql`i.avatar`,
  invoiceStatus: sql`i.invoice_status`,
})

/**
 * One round trip: the page as one JSON text, `{"invoices":[…],"totalInvoices":n}` (the total through a window
 * count; a separate count only past the last page). Newest invoice first unless sorted (the template reverses
 * its list).
 */
export async function listInvoices(
  db: Handle,
  scope: string,
  query: InvoiceQuery,
): Promise<{ body: string; total: number }> {
  const paging = pagingOf(query)
  const filters = filtersOf(scope, query)
  const page = shapedQuery(
    'listInvoices',
    sortShape(query, SORT),
    { ...filters, limit: paging.itemsPerPage, offset: paging.offset },
    (s, p) => {
      const order = orderOf(s, SORT, sql`id desc`)
      const pageRows = filtered(db, p)
        .select(LIST_COLUMNS)
        .select(sql<number>`count(*) over()`.as('total_count'))
        .orderBy(order)
        .limit(p.limit)
        .offset(p.offset)
      // The page is cut first and its JSON written over its rows only (see listMeetings).
      return db.selectFrom(pageRows.as('i')).select(pageBodyColumns('invoices', invoiceJson, order, 'totalInvoices'))
    },
  )
  const { body, total } = (await db.executeQuery(page)).rows[0]
  if (total === 0 && paging.page > 1)
    return emptyPage(
      'invoices',
      await countOf(filtered(db, filters).select((eb) => eb.fn.countAll().as('n'))),
      'totalInvoices',
    )
  return { body, total }
}

export async function findInvoice(db: Handle, scope: string, id: number) {
  const row = await db
    .selectFrom('sandbox_invoices')
    .selectAll()
    .where('scope', '=', scope)
    .where('id', '=', id)
    .executeTakeFirst()
  return (
    row && {
      invoice: toInvoice(row),
      paymentDetails: row.payment_details as {
        totalDue: string
        bankName: string
        country: string
        iban: string
        swiftCode: string
      },
    }
  )
}

/** The first five distinct clients, in invoice order. */
export async function listInvoiceClients(db: Handle, scope: string): Promise<InvoiceClient[]> {
  const rows = await db
    .selectFrom('sandbox_invoices')
    .where('scope', '=', scope)
    .distinctOn('client_email')
    .select([
      'client_name',
      'client_company',
      'client_email',
      'client_address',
      'client_country',
      'client_contact',
      'id',
    ])
    .orderBy('client_email')
    .orderBy('id')
    .execute()
  return rows
    .sort((a, b) => a.id - b.id)
    .slice(0, 5)
    .map(toClient)
}

export const deleteInvoice = async (db: Handle, scope: string, id: number) =>
  Number(
    (await db.deleteFrom('sandbox_invoices').where('scope', '=', scope).where('id', '=', id).executeTakeFirst())
      .numDeletedRows,
  ) > 0
