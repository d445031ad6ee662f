import t from 'tap'
import { bearer, buildTestApp } from '../helpers/app.js'
import { SEED_CATEGORIES } from '../../src/sandbox/seed/ecommerce-categories.js'
import { sandboxOn } from './helpers.js'
import { newProduct, PNG, upload } from './ecommerce-helpers.js'

// One service and database for the whole file; the subtests run in order (Acme writes, then the others look).
const { app } = await buildTestApp(t)
const sb = sandboxOn(app)
const E = '/api/apps/ecommerce'
const SIX = SEED_CATEGORIES.map(([title]) => title).sort()
const titlesOf = async (role: 'admin' | 'northwind' | 'demo') =>
  ((await sb.get(`${E}/categories?itemsPerPage=100`, role)).json().categories as { title: string }[])
    .map((c) => c.title)
    .sort()

const acme: { product?: number; image?: string; category?: number; order?: number } = {}

t.test('Acme’s product, image, category, settings and checkout order are Acme’s only', async (t) => {
  const northwindSettings = (await sb.get(`${E}/settings`, 'northwind')).json()
  const image = await upload(app, PNG, 'admin')
  t.equal(image.statusCode, 201, image.body)
  acme.image = image.json().id
  const product = await sb.send(
    'POST',
    `${E}/products`,
    newProduct({ productName: 'Acme Secret Shoe', sku: 777001, imageIds: [acme.image] }),
  )
  t.equal(product.statusCode, 201, product.body)
  acme.product = product.json().id
  const category = await sb.send('POST', `${E}/categories`, { title: 'Acme Gadgets', description: 'Only ours' })
  t.equal(category.statusCode, 201, category.body)
  acme.category = category.json().id
  t.equal(acme.category, 7, 'ids are per copy: the seventh category')
  const settings = (await sb.get(`${E}/settings`)).json()
  const changed = { ...settings, store: { ...settings.store, name: 'Acme Store' } }
  t.equal((await sb.send('PUT', `${E}/settings`, changed)).statusCode, 200)
  const products = (await sb.get(`${E}/products?itemsPerPage=100`)).json().products as { id: number; stock: boolean }[]
  const inStock = products.find((p) => p.stock && p.id !== acme.product)!
  const checkout = await sb.send('POST', `${E}/checkout`, {
    idempotencyKey: 'acme-order-0001',
    items: [{ productId: inStock.id, qty: 1 }],
    customer: { name: 'Acme Buyer', email: 'buyer@acme.example.com' },
    address: { line: '1 Main Street', city: 'Springfield', zip: '12345', country: 'United States' },
    payment: { method: 'card', last4: '4242' },
  })
  t.equal(checkout.statusCode, 201, checkout.body)
  acme.order = checkout.json().order.order
  t.equal((await sb.get(`${E}/orders/${acme.order}/details`)).statusCode, 200, 'Acme reads its order')

  // Northwind: none of it in its lists, and every one of those ids is 404 in its copy.
  const nwProducts = (await sb.get(`${E}/products?itemsPerPage=100&q=Acme`, 'northwind')).json()
  t.equal(nwProducts.total, 0, 'no Acme product in Northwind’s list')
  t.same(await titlesOf('northwind'), SIX, 'Northwind keeps the six categories')
  t.same((await sb.get(`${E}/settings`, 'northwind')).json(), northwindSettings, 'Northwind’s settings unchanged')
  t.notOk(
    JSON.stringify((await sb.get(`${E}/orders?itemsPerPage=100&q=Acme`, 'northwind')).json()).includes(
      'buyer@acme.example.com',
    ),
    'nor the order',
  )
  t.equal((await sb.get(`${E}/products/${acme.product}`, 'northwind')).statusCode, 404, 'product id')
  t.equal((await sb.get(`${E}/product-images/${acme.image}/content`, 'northwind')).statusCode, 404, 'image id')
  t.equal(
    (await sb.send('PUT', `${E}/categories/${acme.category}`, { title: 'Hijacked', description: '' }, 'northwind'))
      .statusCode,
    404,
    'category id',
  )
  t.equal((await sb.send('DELETE', `${E}/categories/${acme.category}`, undefined, 'northwind')).statusCode, 404)
  t.equal((await sb.get(`${E}/orders/${acme.order}/details`, 'northwind')).statusCode, 404, 'order number')
  const foreignBuy = await sb.send(
    'POST',
    `${E}/checkout`,
    {
      idempotencyKey: 'northwind-0001',
      items: [{ productId: acme.product, qty: 1 }],
      customer: { name: 'Northwind Buyer', email: 'buyer@northwind.example.com' },
      address: { line: '2 Main Street', city: 'Springfield', zip: '12345', country: 'United States' },
      payment: { method: 'card', last4: '4242' },
    },
    'northwind',
  )
  t.equal(foreignBuy.statusCode, 400, 'Northwind cannot buy Acme’s product')
  t.match(foreignBuy.json().errors.items[0], /Unknown product/)
  // The same idempotency key in another copy is another order.
  const replay = await sb.send(
    'POST',
    `${E}/checkout`,
    {
      idempotencyKey: 'acme-order-0001',
      items: [{ productId: inStock.id, qty: 1 }],
      customer: { name: 'Northwind Buyer', email: 'buyer@northwind.example.com' },
      address: { line: '2 Main Street', city: 'Springfield', zip: '12345', country: 'United States' },
      payment: { method: 'card', last4: '4242' },
    },
    'northwind',
  )
  t.equal(replay.statusCode, 201, replay.body)
  t.equal(replay.json().order.customer, 'Northwind Buyer')
  t.equal(
    (await sb.get(`${E}/products/${acme.product}`)).json().productName,
    'Acme Secret Shoe',
    'Acme’s product untouched',
  )
})

t.test('a new organization’s copy has the six categories', async (t) => {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { fullName: 'Shop Founder', email: 'shop.founder@example.org', password: 'correct horse battery' },
  })
  t.equal(reg.statusCode, 201, reg.body)
  const list = await app.inject({
    method: 'GET',
    url: `${E}/categories?itemsPerPage=100`,
    headers: bearer(reg.json().accessToken),
  })
  t.same((list.json().categories as { title: string }[]).map((c) => c.title).sort(), SIX)
  t.equal(list.json().total, 6)
})

t.test('a reset brings back the six categories and drops Acme’s e-commerce writes', async (t) => {
  t.equal((await sb.send('PUT', `${E}/categories/1`, { title: 'Renamed', description: '' })).statusCode, 200)
  t.not((await titlesOf('admin')).join(), SIX.join(), 'Acme’s categories changed before the reset')
  t.equal((await sb.send('POST', '/api/sandbox/reset', undefined, 'admin')).statusCode, 200)
  t.same(await titlesOf('admin'), SIX, 'the six categories, as seeded')
  t.equal(
    (await sb.get(`${E}/settings`)).json().store.name,
    (await sb.get(`${E}/settings`, 'demo')).json().store.name,
    'settings back to the seed’s',
  )
  t.equal((await sb.get(`${E}/products/${acme.product}`)).statusCode, 404, 'the product is gone')
  t.equal((await sb.get(`${E}/product-images/${acme.image}/content`)).statusCode, 404, 'the image row too')
  t.equal((await sb.get(`${E}/orders/${acme.order}/details`)).statusCode, 404, 'and the order')
})

t.test('an account without an organization writes none of it (403)', async (t) => {
  const writes: [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
    ['POST', `${E}/products`, newProduct({ sku: 777002 })],
    ['PUT', `${E}/products/1`, newProduct({ sku: 777003 })],
    ['POST', `${E}/categories`, { title: 'Demo', description: '' }],
    ['PUT', `${E}/categories/1`, { title: 'Demo', description: '' }],
    ['DELETE', `${E}/categories/6`],
    ['PUT', `${E}/settings`, { nonsense: true }],
    ['PUT', `${E}/customers/1/notifications`, { orderConfirmation: false }],
    ['POST', `${E}/checkout`, { idempotencyKey: 'demo-0001' }],
  ]
  for (const [method, url, body] of writes) {
    t.equal((await sb.send(method, url, body, 'demo')).statusCode, 403, `demo ${method} ${url}`)
    // The superadmin may write the e-commerce app but has no organization: refused by the sandbox scope itself.
    const res = await sb.send(method, url, body, 'superadmin')
    t.equal(res.statusCode, 403, `superadmin ${method} ${url}`)
    t.equal(res.json().code, 'DEBRIEF_SANDBOX_READ_ONLY')
  }
  t.equal((await upload(app, PNG, 'demo')).statusCode, 403, 'demo image upload')
  t.same(await titlesOf('demo'), SIX, 'the seed copy keeps its six categories')
})
