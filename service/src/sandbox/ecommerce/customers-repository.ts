import { sql, type Selectable } from 'kysely'
import type { SandboxCustomersTable } from '../../db/schema.js'
import type { Customer, CustomerDetail, CustomerQuery } from './schemas.js'
import type { Handle } from '../shared/handle.js'
import { likePattern, type SortColumns } from '../shared/paging.js'
import { listPage } from '../shared/list-page-repository.js'

const SORT: SortColumns = {
  customer: ['customer', 'text'],
  country: ['country', 'text'],
  customerId: ['customer_id', 'number'],
  orders: ['orders', 'number'],
  totalSpent: ['total_spent', 'number'],
}
const SEARCHED = ['customer', 'country', 'email'] as const

function filtered(db: Handle, scope: string, query: CustomerQuery) {
  let q = db.selectFrom('sandbox_customers').where('scope', '=', scope)
  const like = likePattern(query.q)
  if (like) q = q.where((eb) => eb.or(SEARCHED.map((c) => eb(sql`lower(${sql.ref(c)})`, 'like', like))))
  return q
}

const toCustomer = (r: Selectable<SandboxCustomersTable>): Customer => ({
  id: r.id,
  customer: r.customer,
  customerId: r.customer_id,
  email: r.email,
  country: r.country,
  countryFlag: r.country_flag,
  countryCode: r.country_code,
  order: r.orders,
  totalSpent: r.total_spent,
  avatar: r.avatar,
})

export async function listCustomers(
  db: Handle,
  scope: string,
  query: CustomerQuery,
): Promise<{ customers: Customer[]; total: number }> {
  const { rows, total } = await listPage(() => filtered(db, scope, query), query, SORT)
  return { total, customers: rows.map(toCustomer) }
}

export async function findCustomer(db: Handle, scope: string, customerId: number): Promise<CustomerDetail | undefined> {
  const row = await db
    .selectFrom('sandbox_customers')
    .selectAll()
    .where('scope', '=', scope)
    .where('customer_id', '=', customerId)
    .executeTakeFirst()
  return row && { ...toCustomer(row), status: row.status, contact: row.contact }
}
