import t from 'tap'
import { sandboxApp } from './helpers.js'

const URL = '/api/apps/ecommerce/checkout'
const body = (
  key: string,
  items = [
    { productId: 1, qty: 2 },
    { productId: 3, qty: 1 },
  ],
) => ({
  idempotencyKey: key,
  items,
  customer: { name: ' Checkout Tester ', email: 'checkout.tester@example.com' },
  address: { line: '1 Main Street', city: 'Springfield', zip: '12345', country: 'United States' },
  payment: { method: 'card', last4: '4242' },
})

t.test('a checkout places a priced order in the order list, once per idempotency key', async (t) => {
  const sb = await sandboxApp(t)
  const products = (await sb.get('/api/apps/ecommerce/products?itemsPerPage=100')).json().products as {
    id: number
    price: number | string
    stock: boolean
  }[]
  const inStock = products.filter((p) => p.stock).slice(0, 2)
  t.equal(inStock.length, 2, 'two products in stock to buy')
  const items = [
    { productId: inStock[0].id, qty: 2 },
    { productId: inStock[1].id, qty: 1 },
  ]
  const price = (p: { price: number | string }) => Number(String(p.price).replace(/^\$/, ''))
  const expected = Math.round((price(inStock[0]) * 2 + price(inStock[1])) * 100) / 100
  const before = (await sb.get('/api/apps/ecommerce/orders')).json().total

  const first = await sb.send('POST', URL, body('key-first-0001', items))
  t.equal(first.statusCode, 201, first.body)
  const { order, replayed } = first.json()
  t.equal(replayed, false)
  t.match(order, {
    customer: 'Checkout Tester',
    email: 'checkout.tester@example.com',
    method: 'mastercard',
    methodNumber: 4242,
    payment: 1,
    status: 'Dispatched',
  })
  t.equal(order.spent, expected, 'priced from the catalogue')

  const retry = await sb.send('POST', URL, body('key-first-0001', items))
  t.equal(retry.statusCode, 200, 'a retry answers the first order')
  t.same(retry.json(), { order, replayed: true })

  const listed = (await sb.get(`/api/apps/ecommerce/orders?q=checkout.tester&itemsPerPage=100`)).json()
  t.equal(listed.total, 1, 'one order for the key, listed')
  t.equal(listed.orders[0].order, order.order)
  t.equal((await sb.get('/api/apps/ecommerce/orders')).json().total, before + 1)
  t.equal((await sb.get(`/api/apps/ecommerce/orders/${order.order}`)).json().id, order.id, 'found by its order number')

  // Two different keys at once: both placed, with different numbers (the lock makes them take turns).
  const [a, b] = await Promise.all([
    sb.send('POST', URL, body('key-parallel-a', items)),
    sb.send('POST', URL, body('key-parallel-b', items)),
  ])
  t.same([a.statusCode, b.statusCode], [201, 201])
  t.not(a.json().order.order, b.json().order.order)
})

t.test('bad checkouts are refused naming the field; read-only roles cannot order', async (t) => {
  const sb = await sandboxApp(t)
  const unknown = await sb.send('POST', URL, body('key-unknown-1', [{ productId: 999999, qty: 1 }]))
  t.equal(unknown.statusCode, 400)
  t.match(unknown.json().errors, { items: [/999999/] })
  const noLast4 = await sb.send('POST', URL, { ...body('key-nolast4-1'), payment: { method: 'card' } })
  t.equal(noLast4.statusCode, 400)
  t.ok(noLast4.json().errors['payment.last4'], 'the card digits are named')
  const empty = await sb.send('POST', URL, body('key-empty-01', []))
  t.equal(empty.statusCode, 400, 'an empty cart')
  const badMail = await sb.send('POST', URL, { ...body('key-badmail-1'), customer: { name: 'x', email: 'nope' } })
  t.equal(badMail.statusCode, 400, 'a bad email')
  const noKey = await sb.send('POST', URL, { ...body('short') })
  t.equal(noKey.statusCode, 400, 'a too short key')
  t.equal((await sb.send('POST', URL, body('key-client-01'), 'client')).statusCode, 403)
  t.equal((await sb.get('/api/apps/ecommerce/orders?q=checkout.tester')).json().total, 0, 'nothing was placed')
})
