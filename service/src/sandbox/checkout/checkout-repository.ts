import { sql } from 'kysely'
import { FieldErrors } from '../../lib/errors.js'
import { type Order, findOrderByNumber } from '../ecommerce/index.js'
import type { CheckoutBody } from './schemas.js'
import type { Handle } from '../shared/handle.js'
import { lockScopeForWrite } from '../copy/index.js'
const orderOfId = async (db: Handle, scope: string, id: number): Promise<Order> => {
  const { order_number } = await db
    .selectFrom('sandbox_orders')
    .select('order_number')
    .where('scope', '=', scope)
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return (await findOrderByNumber(db, scope, order_number))!
}

/** Cents, so that a sum of prices times quantities carries no binary-fraction error. */
const cents = (price: number | string) => Math.round(Number(price) * 100)

/**
 * Places the checkout wizard's order: priced from the catalogue, numbered after the last order, and remembered by
 * the client's idempotency key so that a retry answers the same order. One transaction; the advisory lock makes
 * two submits to one organization's copy take turns (ids are max + 1 within the copy, like the seed's, and a retry
 * must see its first attempt's key); keys are per copy.
 */
export async function placeCheckoutOrder(
  db: Handle,
  scope: string,
  body: CheckoutBody,
): Promise<{ order: Order; replayed: boolean }> {
  return db.transaction().execute(async (trx) => {
    await lockScopeForWrite(trx, scope, 'sandbox_orders')
    const seen = await trx
      .selectFrom('sandbox_checkout_requests')
      .select('order_id')
      .where('scope', '=', scope)
      .where('idempotency_key', '=', body.idempotencyKey)
      .executeTakeFirst()
    if (seen) return { order: await orderOfId(trx, scope, seen.order_id), replayed: true }

    const ids = [...new Set(body.items.map((i) => i.productId))]
    const products = await trx
      .selectFrom('sandbox_products')
      .select(['id', 'price', 'stock'])
      .where('scope', '=', scope)
      .where('id', 'in', ids)
      .execute()
    const byId = new Map(products.map((p) => [p.id, p]))
    const unknown = ids.filter((id) => !byId.has(id))
    if (unknown.length) throw new FieldErrors({ items: [`Unknown product ${unknown.join(', ')}`] })
    const soldOut = ids.filter((id) => !byId.get(id)!.stock)
    if (soldOut.length) throw new FieldErrors({ items: [`Out of stock: product ${soldOut.join(', ')}`] })
    if (body.payment.method === 'card' && !body.payment.last4)
      throw new FieldErrors({ 'payment.last4': ["A card payment needs the card's last four digits"] })
    const total = body.items.reduce((sum, i) => sum + cents(byId.get(i.productId)!.price) * i.qty, 0) / 100

    const next = await trx
      .selectFrom('sandbox_orders')
      .select([
        sql<number>`coalesce(max(id), 0) + 1`.as('id'),
        sql<number>`coalesce(max(order_number), 5399) + 1`.as('orderNumber'),
      ])
      .where('scope', '=', scope)
      .executeTakeFirstOrThrow()
    const row = await trx
      .insertInto('sandbox_orders')
      .values({
        scope,
        id: Number(next.id),
        order_number: Number(next.orderNumber),
        customer: body.customer.name.trim(),
        email: body.customer.email,
        avatar: '',
        payment: 1, // paid: the sandbox takes no real money
        status: 'Dispatched',
        spent: total,
        method: body.payment.method === 'card' ? 'mastercard' : 'paypalLogo',
        date: sql`current_date`,
        time: sql`to_char(now() at time zone 'UTC', 'FMHH12:MI AM')`,
        method_number: body.payment.method === 'card' ? Number(body.payment.last4) : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('sandbox_checkout_requests')
      .values({ scope, idempotency_key: body.idempotencyKey, order_id: row.id })
      .execute()
    return { order: await orderOfId(trx, scope, row.id), replayed: false }
  })
}
