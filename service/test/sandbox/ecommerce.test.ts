import t from 'tap'
import { checkPagingDefaults, checkSorts, dollars, sandboxApp } from './helpers.js'

t.test('products: search, filters, sorting, paging', async (t) => {
  const sb = await sandboxApp(t)
  const all = (await sb.get('/api/apps/ecommerce/products?itemsPerPage=100')).json()
  t.equal(all.total, 50)
  t.same(
    all.products.map((p: { id: number }) => p.id),
    Array.from({ length: 50 }, (_, i) => 50 - i),
    'newest first by default (the list is reversed)',
  )
  t.match(all.products[0].price, /^\$\d+(\.\d\d)?$/, 'price is text with its currency sign')

  const term = all.products[3].productName.split(' ')[1].toUpperCase()
  const found = (await sb.get(`/api/apps/ecommerce/products?q=${encodeURIComponent(term)}&itemsPerPage=100`)).json()
  const expected = all.products.filter((p: any) =>
    `${p.productName}|${p.productBrand}`
      .toLowerCase()
      .split('|')
      .some((s: string) => s.includes(term.toLowerCase())),
  )
  t.ok(found.total > 0)
  t.equal(found.total, expected.length, 'q is lower-cased and matched as a substring of name or brand')

  for (const stock of ['true', 'false']) {
    const res = (await sb.get(`/api/apps/ecommerce/products?stock=${stock}&itemsPerPage=100`)).json()
    t.equal(res.total, all.products.filter((p: any) => String(p.stock) === stock).length, `stock=${stock}`)
  }
  t.equal(
    (await sb.get('/api/apps/ecommerce/products?stock=maybe')).json().total,
    50,
    'a non-boolean stock filter is ignored',
  )
  const shoes = (await sb.get('/api/apps/ecommerce/products?category=Shoes&status=Published&itemsPerPage=100')).json()
  t.ok(shoes.products.every((p: any) => p.category === 'Shoes' && p.status === 'Published'))
  t.equal(shoes.total, all.products.filter((p: any) => p.category === 'Shoes' && p.status === 'Published').length)

  await checkSorts(t, sb, '/api/apps/ecommerce/products', 'products', {
    product: (p) => p.productName,
    category: (p) => p.category,
    status: (p) => p.status,
    price: (p) => dollars(p.price),
    qty: (p) => p.qty,
    sku: (p) => p.sku,
  })
  const bogus = (await sb.get('/api/apps/ecommerce/products?sortBy=image&orderBy=desc&itemsPerPage=100')).json()
  t.same(bogus.products, all.products, 'an unlisted sort key does not sort')
  await checkPagingDefaults(t, sb, '/api/apps/ecommerce/products', 'products')
  const beyond = (await sb.get('/api/apps/ecommerce/products?page=99')).json()
  t.same(beyond, { products: [], total: 50 }, 'beyond the last page: empty page, true total')
})

t.test('products: the benchmark query sorts by numeric price', async (t) => {
  const sb = await sandboxApp(t)
  const res = (await sb.get('/api/apps/ecommerce/products?q=a&sortBy=price&orderBy=asc&itemsPerPage=100')).json()
  const prices = res.products.map((p: any) => dollars(p.price))
  t.same(
    prices,
    [...prices].sort((a: number, b: number) => a - b),
    'numeric, not text, order',
  )
})

t.test('product and review deletes: 204, then 404', async (t) => {
  const sb = await sandboxApp(t)
  t.equal((await sb.send('DELETE', '/api/apps/ecommerce/products/7')).statusCode, 204)
  const again = await sb.send('DELETE', '/api/apps/ecommerce/products/7')
  t.equal(again.statusCode, 404)
  t.equal(again.json().statusCode, 404, 'JSON error body')
  t.equal((await sb.get('/api/apps/ecommerce/products')).json().total, 49)
  t.equal((await sb.send('DELETE', '/api/apps/ecommerce/reviews/3')).statusCode, 204)
  t.equal((await sb.send('DELETE', '/api/apps/ecommerce/reviews/3')).statusCode, 404)
  t.equal((await sb.send('DELETE', '/api/apps/ecommerce/reviews/abc')).statusCode, 400, 'wrong id type')
  t.equal((await sb.get('/api/apps/ecommerce/reviews?status=All')).json().total, 99)
})

t.test('reviews: search, status, sorting, paging', async (t) => {
  const sb = await sandboxApp(t)
  const all = (await sb.get('/api/apps/ecommerce/reviews?itemsPerPage=100')).json()
  t.equal(all.total, 100)
  for (const status of ['Published', 'Pending']) {
    const res = (await sb.get(`/api/apps/ecommerce/reviews?status=${status}&itemsPerPage=100`)).json()
    t.equal(res.total, all.reviews.filter((r: any) => r.status === status).length, status)
  }
  t.equal((await sb.get('/api/apps/ecommerce/reviews?status=All')).json().total, 100)
  const email = all.reviews[5].email.slice(0, 6).toUpperCase()
  const res = (await sb.get(`/api/apps/ecommerce/reviews?q=${encodeURIComponent(email)}&itemsPerPage=100`)).json()
  t.ok(
    res.reviews.some((r: any) => r.id === all.reviews[5].id),
    'q matches the email',
  )
  await checkSorts(t, sb, '/api/apps/ecommerce/reviews', 'reviews', {
    product: (r) => r.product,
    reviewer: (r) => r.reviewer,
    date: (r) => r.date,
    status: (r) => r.status,
  })
  await checkPagingDefaults(t, sb, '/api/apps/ecommerce/reviews', 'reviews')
})

t.test('referrals: sorting without the currency sign, paging', async (t) => {
  const sb = await sandboxApp(t)
  t.equal((await sb.get('/api/apps/ecommerce/referrals')).json().total, 45)
  await checkSorts(t, sb, '/api/apps/ecommerce/referrals', 'referrals', {
    users: (r) => r.user,
    'referred-id': (r) => r.referredId,
    earning: (r) => dollars(r.earning),
    value: (r) => dollars(r.value),
    status: (r) => r.status,
  })
  await checkPagingDefaults(t, sb, '/api/apps/ecommerce/referrals', 'referrals')
})

t.test('orders: search, sorting, detail by number, delete always 204', async (t) => {
  const sb = await sandboxApp(t)
  const all = (await sb.get('/api/apps/ecommerce/orders?itemsPerPage=100')).json()
  t.equal(all.total, 100)
  const one = all.orders[10]
  const byNumber = (await sb.get(`/api/apps/ecommerce/orders?q=${one.order}`)).json()
  t.ok(
    byNumber.orders.some((o: any) => o.order === one.order),
    'q matches the order number',
  )
  t.same((await sb.get(`/api/apps/ecommerce/orders/${one.order}`)).json(), one)
  const missing = await sb.get('/api/apps/ecommerce/orders/1')
  t.equal(missing.statusCode, 404)
  t.equal(missing.json().message, 'Order not found')
  await checkSorts(t, sb, '/api/apps/ecommerce/orders', 'orders', {
    order: (o) => o.order,
    customers: (o) => o.customer,
    date: (o) => o.date,
    status: (o) => o.status,
    spent: (o) => o.spent,
  })
  await checkPagingDefaults(t, sb, '/api/apps/ecommerce/orders', 'orders')
  t.equal((await sb.send('DELETE', `/api/apps/ecommerce/orders/${one.id}`)).statusCode, 204)
  t.equal((await sb.send('DELETE', `/api/apps/ecommerce/orders/${one.id}`)).statusCode, 204, 'again: still 204')
  t.equal((await sb.get('/api/apps/ecommerce/orders')).json().total, 99)
})

t.test('customers: search, sorting, detail by customerId', async (t) => {
  const sb = await sandboxApp(t)
  const all = (await sb.get('/api/apps/ecommerce/customers?itemsPerPage=100')).json()
  t.equal(all.total, 100)
  const france = (await sb.get('/api/apps/ecommerce/customers?q=FRANCE&itemsPerPage=100')).json()
  t.ok(
    france.total > 0 &&
      france.customers.every(
        (c: any) => c.country === 'France' || `${c.customer} ${c.email}`.toLowerCase().includes('france'),
      ),
  )
  const one = all.customers[4]
  const detail = (await sb.get(`/api/apps/ecommerce/customers/${one.customerId}`)).json()
  t.same(detail, { ...one, status: 'Active', contact: detail.contact })
  t.equal(typeof detail.contact, 'string')
  t.equal((await sb.get('/api/apps/ecommerce/customers/1')).statusCode, 404, 'unknown customerId')
  await checkSorts(t, sb, '/api/apps/ecommerce/customers', 'customers', {
    customer: (c) => c.customer,
    country: (c) => c.country,
    customerId: (c) => c.customerId,
    orders: (c) => c.order,
    totalSpent: (c) => c.totalSpent,
  })
  await checkPagingDefaults(t, sb, '/api/apps/ecommerce/customers', 'customers')
})
