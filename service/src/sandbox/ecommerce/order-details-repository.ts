import { sql } from 'kysely'
import '../../db/tables/sandbox-ecommerce.js'
import type { AddressRow, OrderLineRow } from '../../db/tables/sandbox-ecommerce.js'
import type { Order } from './schemas.js'
import type { OrderDetails } from './schemas-writes.js'
import type { Handle } from '../shared/handle.js'

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * The spec's orders carry no lines or addresses. They are made on an order's first detail read, from the products
 * of that moment and a generator seeded by the order number (so every instance makes the same), priced to add up
 * to the order's `spent`, and kept: later product changes do not rewrite a past order.
 */
async function makeDetails(db: Handle, scope: string, order: Order) {
  // faker loads on the first order opened, not with every sandbox route.
  const { randomFor } = await import('../seed/random.js')
  const faker = randomFor(order.order * 31 + 7)
  const count = 1 + (order.order % 3)
  const products = await db
    .selectFrom('sandbox_products')
    .select(['id', 'product_name', 'product_brand', 'image', 'price'])
    .where('scope', '=', scope)
    .orderBy('id')
    .execute()
  const picked = products.length
    ? Array.from({ length: count }, (_, i) => products[(order.order * 7 + i * 13) % products.length])
    : []
  const unique = [...new Map(picked.map((p) => [p.id, p])).values()]
  const weight = unique.reduce((s, p) => s + Number(p.price), 0) || 1
  let left = order.spent
  const lines: OrderLineRow[] = unique.map((p, i) => {
    const last = i === unique.length - 1
    const qty = last ? 1 : faker.number.int({ min: 1, max: 3 })
    const price = last ? left : round2((order.spent * Number(p.price)) / weight / qty)
    left = round2(left - price * qty)
    return { productId: p.id, name: p.product_name, brand: p.product_brand, image: p.image, price, qty }
  })
  const address = (): AddressRow => ({
    name: order.customer,
    street: faker.location.streetAddress(),
    city: faker.location.city(),
    postcode: faker.location.zipCode(),
    country: faker.location.country(),
  })
  const shipping = address()
  return { lines, shipping, billing: faker.datatype.boolean({ probability: 0.7 }) ? shipping : address() }
}

export async function findOrderDetails(db: Handle, scope: string, order: Order): Promise<OrderDetails> {
  let row = await db
    .selectFrom('sandbox_order_details')
    .selectAll()
    .where('scope', '=', scope)
    .where('order_number', '=', order.order)
    .executeTakeFirst()
  if (!row) {
    const made = await makeDetails(db, scope, order)
    // Two first reads at once: the second insert does nothing and both read the one stored row.
    await db
      .insertInto('sandbox_order_details')
      .values({
        scope,
        order_number: order.order,
        lines: JSON.stringify(made.lines),
        shipping_address: JSON.stringify(made.shipping),
        billing_address: JSON.stringify(made.billing),
      })
      .onConflict((oc) => oc.columns(['scope', 'order_number']).doNothing())
      .execute()
    row = await db
      .selectFrom('sandbox_order_details')
      .selectAll()
      .where('scope', '=', scope)
      .where('order_number', '=', order.order)
      .executeTakeFirstOrThrow()
  }
  const lines = row.lines as OrderLineRow[]
  const subtotal = round2(lines.reduce((s, l) => s + l.price * l.qty, 0))
  const { n } = await db
    .selectFrom('sandbox_orders')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('scope', '=', scope)
    .where('email', '=', order.email)
    .executeTakeFirstOrThrow()
  return {
    order,
    lines,
    subtotal,
    shipping: 0,
    tax: 0,
    total: order.spent,
    shippingAddress: row.shipping_address as AddressRow,
    billingAddress: row.billing_address as AddressRow,
    customerOrders: Number(n),
  }
}
