import t from 'tap'
import { checkPagingDefaults, checkSorts, sandboxApp } from './helpers.js'

t.test('the data table page: search, filters, sorts, paging and facets over the seeded sales rows', async (t) => {
  const sb = await sandboxApp(t)
  const every = (await sb.get('/api/pages/datatable')).json() as any[]
  const all = (await sb.get('/api/pages/datatable/rows?itemsPerPage=100')).json()
  t.equal(all.total, every.length, 'the total counts every row')
  t.same(
    all.rows.map((r: any) => r.id),
    every.slice(0, 100).map((r) => r.id),
    'the unsorted order is by id, as /datatable',
  )

  const status = every[0].payment.status
  const byStatus = (
    await sb.get(`/api/pages/datatable/rows?status=${encodeURIComponent(status)}&itemsPerPage=100`)
  ).json()
  t.equal(byStatus.total, every.filter((r) => r.payment.status === status).length, 'status filters exactly')
  const paid = every[0].payment.receivedPaymentStatus
  const category = every[0].product.category
  const both = (
    await sb.get(
      `/api/pages/datatable/rows?paymentStatus=${encodeURIComponent(paid)}&category=${encodeURIComponent(category)}&itemsPerPage=100`,
    )
  ).json()
  t.equal(
    both.total,
    every.filter((r) => r.payment.receivedPaymentStatus === paid && r.product.category === category).length,
    'filters combine',
  )

  const buyer = every[2].buyer.name.split(' ')[0].toLowerCase()
  const found = (
    await sb.get(`/api/pages/datatable/rows?q=${encodeURIComponent(buyer.toUpperCase())}&itemsPerPage=100`)
  ).json()
  t.equal(
    found.total,
    every.filter((r) =>
      [r.product.name, r.buyer.name, r.product.brand].some((s: string) => s.toLowerCase().includes(buyer)),
    ).length,
    'q matches product, buyer or brand, any case',
  )
  t.equal(
    (await sb.get('/api/pages/datatable/rows?q=%25%25no-such%25')).json().total,
    0,
    'LIKE wildcards in q are literal',
  )

  t.same(all.facets.status, [...new Set(every.map((r) => r.payment.status))].sort(), 'facets list every status')
  t.same(all.facets.category, [...new Set(every.map((r) => r.product.category))].sort())

  await checkSorts(t, sb, '/api/pages/datatable/rows', 'rows', {
    date: (r) => r.date,
    product: (r) => r.product.name,
    buyer: (r) => r.buyer.name,
    total: (r) => r.payment.total,
    paid: (r) => r.payment.paidAmount,
  })
  await checkPagingDefaults(t, sb, '/api/pages/datatable/rows', 'rows')
  t.equal(
    (await sb.get('/api/pages/datatable/rows?status=' + 'x'.repeat(201))).statusCode,
    400,
    'an overlong filter is refused',
  )
  t.equal((await sb.get('/api/pages/datatable/rows', 'demo')).statusCode, 200)
})
