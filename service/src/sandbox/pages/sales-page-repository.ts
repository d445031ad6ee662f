import { sql } from 'kysely'
import type { SalesRow } from './schemas.js'
import type { SalesPage, SalesPageQuery } from './schemas-sales-page.js'
import type { Handle } from '../shared/handle.js'
import { likePattern, type SortColumns } from '../shared/paging.js'
import { listPage } from '../shared/list-page-repository.js'

// Sort keys of the data table; the jsonb fields are trusted expressions written here, never client text.
const SORT: SortColumns = {
  id: ['id', 'number'],
  date: ['date', 'number'],
  product: [`lower(product->>'name') collate "C"`, 'expression'],
  category: [`lower(product->>'category') collate "C"`, 'expression'],
  buyer: [`lower(buyer->>'name') collate "C"`, 'expression'],
  total: [`(payment->>'total')::numeric`, 'expression'],
  paid: [`(payment->>'paidAmount')::numeric`, 'expression'],
  status: [`payment->>'status'`, 'expression'],
  paymentStatus: [`payment->>'receivedPaymentStatus'`, 'expression'],
}

function filtered(db: Handle, scope: string, query: SalesPageQuery) {
  let q = db.selectFrom('sandbox_sales').where('scope', '=', scope)
  const like = likePattern(query.q)
  if (like)
    q = q.where(
      sql<boolean>`(lower(product->>'name') like ${like} or lower(buyer->>'name') like ${like} or lower(product->>'brand') like ${like})`,
    )
  if (query.status) q = q.where(sql<boolean>`payment->>'status' = ${query.status}`)
  if (query.paymentStatus) q = q.where(sql<boolean>`payment->>'receivedPaymentStatus' = ${query.paymentStatus}`)
  if (query.category) q = q.where(sql<boolean>`product->>'category' = ${query.category}`)
  return q
}

/** One page of the caller's sandbox copy's sales rows with the total and each filterable column's values (two round trips). */
export async function listSalesPage(db: Handle, scope: string, query: SalesPageQuery): Promise<SalesPage> {
  const { rows, total } = await listPage(() => filtered(db, scope, query), query, SORT)
  const facets = await sql<{ status: string[]; payment_status: string[]; category: string[] }>`
    SELECT coalesce(array_agg(DISTINCT payment->>'status'), '{}') AS status,
           coalesce(array_agg(DISTINCT payment->>'receivedPaymentStatus'), '{}') AS payment_status,
           coalesce(array_agg(DISTINCT product->>'category'), '{}') AS category
    FROM sandbox_sales WHERE scope = ${scope}`.execute(db)
  const f = facets.rows[0]
  return {
    rows: rows.map(
      (r) => ({ id: r.id, product: r.product, date: r.date, buyer: r.buyer, payment: r.payment }) as SalesRow,
    ),
    total,
    facets: { status: f.status.sort(), paymentStatus: f.payment_status.sort(), category: f.category.sort() },
  }
}
