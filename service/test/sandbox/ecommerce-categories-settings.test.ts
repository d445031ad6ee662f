import t from 'tap'
import { sandboxApp } from './helpers.js'

t.test('categories: list with counts, add, rename carries products, delete only when empty', async (t) => {
  const sb = await sandboxApp(t)
  const all = (await sb.get('/api/apps/ecommerce/categories?sortBy=title')).json()
  t.equal(all.total, 6)
  t.equal(
    all.categories.reduce((s: number, c: { products: number }) => s + c.products, 0),
    50,
    'every seeded product is in one',
  )
  const added = await sb.send('POST', '/api/apps/ecommerce/categories', { title: 'Garden', description: 'Out there' })
  t.equal(added.statusCode, 201)
  t.match(added.json(), { title: 'Garden', products: 0 })
  const dup = await sb.send('POST', '/api/apps/ecommerce/categories', { title: 'garden', description: '' })
  t.equal(dup.statusCode, 400)
  t.ok(dup.json().errors.title)
  const shoes = all.categories.find((c: { title: string }) => c.title === 'Shoes')
  const renamed = await sb.send('PUT', `/api/apps/ecommerce/categories/${shoes.id}`, {
    title: 'Footwear',
    description: 'Shoes',
  })
  t.equal(renamed.statusCode, 200)
  t.equal(renamed.json().products, shoes.products)
  t.equal(
    (await sb.get('/api/apps/ecommerce/products?category=Footwear')).json().total,
    shoes.products,
    'products follow the rename',
  )
  const busy = await sb.send('DELETE', `/api/apps/ecommerce/categories/${shoes.id}`)
  t.equal(busy.statusCode, 409)
  t.equal((await sb.send('DELETE', `/api/apps/ecommerce/categories/${added.json().id}`)).statusCode, 204)
  t.equal((await sb.send('DELETE', `/api/apps/ecommerce/categories/${added.json().id}`)).statusCode, 404)
  t.equal(
    (await sb.send('PUT', '/api/apps/ecommerce/categories/9999', { title: 'X', description: '' })).statusCode,
    404,
  )
})

t.test('store settings: defaults, saved, validated', async (t) => {
  const sb = await sandboxApp(t)
  const first = (await sb.get('/api/apps/ecommerce/settings')).json()
  t.equal(first.store.currency, 'USD')
  const changed = {
    ...first,
    store: { ...first.store, name: 'Corner Shop', email: 'shop@example.com' },
    shipping: { ...first.shipping, freeOver: null },
  }
  const saved = await sb.send('PUT', '/api/apps/ecommerce/settings', changed)
  t.equal(saved.statusCode, 200, saved.body)
  t.same((await sb.get('/api/apps/ecommerce/settings')).json(), changed)
  const bad = await sb.send('PUT', '/api/apps/ecommerce/settings', {
    ...changed,
    store: { ...changed.store, email: 'nope' },
  })
  t.equal(bad.statusCode, 400)
  t.equal((await sb.send('PUT', '/api/apps/ecommerce/settings', changed, 'client')).statusCode, 403)
})

t.test('order details: lines add up to the order, kept across reads', async (t) => {
  const sb = await sandboxApp(t)
  const order = (await sb.get('/api/apps/ecommerce/orders?itemsPerPage=1')).json().orders[0]
  const res = await sb.get(`/api/apps/ecommerce/orders/${order.order}/details`)
  t.equal(res.statusCode, 200, res.body)
  const d = res.json()
  t.ok(d.lines.length >= 1)
  t.equal(
    Math.round(d.lines.reduce((s: number, l: { price: number; qty: number }) => s + l.price * l.qty, 0) * 100),
    Math.round(order.spent * 100),
  )
  t.equal(d.total, order.spent)
  await sb.send('DELETE', `/api/apps/ecommerce/products/${d.lines[0].productId}`)
  t.same((await sb.get(`/api/apps/ecommerce/orders/${order.order}/details`)).json(), d, 'a past order keeps its lines')
  t.equal((await sb.get('/api/apps/ecommerce/orders/1/details')).statusCode, 404)
})
