import { sql, type Selectable } from 'kysely'
import type { SandboxOrdersTable } from '../../db/schema.js'
import type { Order, OrderQuery } from './schemas.js'
import type { Handle } from '../shared/handle.js'
import { likePattern, type SortColumns } from '../shared/paging.js'
import { listPage } from '../shared/list-page-repository.js'

const SORT: SortColumns = {
  order: ['order_number', 'number'],
  customers: ['customer', 'text'],
  date: ['date', 'number'],
  status: ['status', 'text'],
  spent: ['spent', 'number'],
}

function filtered(db: Handle, scope: string, query: OrderQuery) {
  let q = db.selectFrom('sandbox_orders').where('scope', '=', scope)
  const like = likePattern(query.q)
  if (like) {
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(customer)`, 'like', like),
        eb(sql`lower(email)`, 'like', like),
        eb(sql`order_number::text`, 'like', like),
      ]),
    )
  }
  return q
}

const toOrder = (r: Selectable<SandboxOrdersTable>): Order => ({
  id: r.id,
  order: r.order_number,
  customer: r.customer,
  email: r.email,
  avatar: r.avatar,
  payment: r.payment,
  status: r.status,
  spent: r.spent,
  method: r.method,
  date: r.date,
  time: r.time,
  methodNumber: r.method_number,
})

export async function listOrders(
  db: Handle,
  scope: string,
  query: OrderQuery,
): Promise<{ orders: Order[]; total: number }> {
  const { rows, total } = await listPage(() => filtered(db, scope, query), query, SORT)
  return { total, orders: rows.map(toOrder) }
}

export async function findOrderByNumber(db: Handle, scope: string, orderNumber: number): Promise<Order | undefined> {
  const row = await db
    .selectFrom('sandbox_orders')
    .selectAll()
    .where('scope', '=', scope)
    .where('order_number', '=', orderNumber)
    .executeTakeFirst()
  return row && toOrder(row)
}

export const deleteOrder = (db: Handle, scope: string, id: number) =>
  db.deleteFrom('sandbox_orders').where('scope', '=', scope).where('id', '=', id).execute()
