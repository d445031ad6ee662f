import t from 'tap'
import { sandboxApp } from './helpers.js'

// Every figure of the dashboards against the same aggregate computed here from the sandbox rows themselves.
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
const close = (a: number, b: number) => Math.abs(a - b) < 0.01
const countBy = <T>(rows: T[], key: (r: T) => string) =>
  rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [key(r)]: (acc[key(r)] ?? 0) + 1 }), {})
const money = (text: string) => Number(String(text).replace(/[^0-9.-]/g, ''))

t.test('eCommerce dashboard equals the aggregates of orders, customers, products, reviews and invoices', async (t) => {
  const sb = await sandboxApp(t)
  const res = await sb.get('/api/dashboards/ecommerce', 'demo')
  t.equal(res.statusCode, 200)
  const d = res.json()
  const orders = (await sb.get('/api/apps/ecommerce/orders?itemsPerPage=100')).json().orders as any[]
  const products = (await sb.get('/api/apps/ecommerce/products?itemsPerPage=100')).json().products as any[]
  const reviews = (await sb.get('/api/apps/ecommerce/reviews?itemsPerPage=100')).json().reviews as any[]
  t.same({ ...d.stats, revenue: undefined }, { sales: 100, customers: 100, products: 50, revenue: undefined })
  t.ok(close(d.stats.revenue, sum(orders.map((o) => Number(o.spent)))), 'revenue is the sum of order spend')
  t.same(
    Object.fromEntries(d.ordersByStatus.map((s: any) => [s.status, s.count])),
    countBy(orders, (o) => o.status),
  )
  t.equal(d.revenueByMonth.length, 12, 'twelve months')
  const newest = orders
    .map((o) => o.date)
    .sort()
    .at(-1)!
    .slice(0, 7)
  t.equal(d.revenueByMonth.at(-1).month, newest, 'ending at the newest order')
  for (const m of d.revenueByMonth) {
    const inMonth = orders.filter((o) => o.date.startsWith(m.month))
    t.equal(m.orders, inMonth.length, `${m.month} orders`)
    t.ok(close(m.revenue, sum(inMonth.map((o) => Number(o.spent)))), `${m.month} revenue`)
  }
  for (const c of d.stockByCategory) {
    const rows = products.filter((p) => p.category === c.category)
    t.equal(c.products, rows.length)
    t.ok(close(c.value, sum(rows.map((p) => money(p.price) * p.qty))), `${c.category} stock value`)
  }
  const reviewCounts = countBy(reviews, (r) => r.product)
  t.equal(d.popularProducts[0].reviews, Math.max(...Object.values(reviewCounts)), 'most reviewed first')
  t.equal(d.recentInvoices.length, 5)
})

t.test('CRM, analytics, academy and logistics dashboards', async (t) => {
  const sb = await sandboxApp(t)
  const crm = (await sb.get('/api/dashboards/crm', 'demo')).json()
  const sales = (await sb.get('/api/pages/datatable')).json() as any[]
  const reviews = (await sb.get('/api/apps/ecommerce/reviews?itemsPerPage=100')).json().reviews as any[]
  t.equal(crm.ratings.count, reviews.length)
  t.ok(close(crm.ratings.average, Math.round((sum(reviews.map((r) => r.review)) / reviews.length) * 100) / 100))
  t.same(
    crm.ratings.byStars.map((s: any) => s.count),
    [5, 4, 3, 2, 1].map((n) => reviews.filter((r) => r.review === n).length),
  )
  t.ok(close(crm.salesOverview.total, sum(sales.map((s) => s.payment.total))))
  t.ok(close(crm.salesOverview.paid, sum(sales.map((s) => s.payment.paidAmount))))
  t.same(
    Object.fromEntries(crm.byPaymentStatus.map((s: any) => [s.status, s.count])),
    countBy(sales, (s) => s.payment.receivedPaymentStatus),
  )
  t.equal(sum(crm.earningsByCategory.map((e: any) => e.count)), sales.length)
  const kanban = (await sb.get('/api/apps/kanban')).json()
  t.same(
    crm.activeProjects.map((p: any) => p.items),
    kanban.boards.map((b: any) => b.itemsIds.length),
  )

  const an = (await sb.get('/api/dashboards/analytics', 'demo')).json()
  const users = (await sb.get('/api/apps/users?itemsPerPage=100')).json()
  t.equal(an.kpis.users, users.totalUsers)
  t.equal(an.kpis.activeUsers, users.users.filter((u: any) => u.status === 'Active').length)
  const orders = (await sb.get('/api/apps/ecommerce/orders?itemsPerPage=100')).json().orders as any[]
  const isoDay = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1
  t.same(
    an.weeklyOverview.map((w: any) => w.orders),
    [1, 2, 3, 4, 5, 6, 7].map((d) => orders.filter((o) => isoDay(o.date) === d).length),
  )
  const customers = (await sb.get('/api/apps/ecommerce/customers?itemsPerPage=100')).json().customers as any[]
  t.same(
    Object.fromEntries(an.salesByCountry.map((c: any) => [c.country, c.customers])),
    countBy(customers, (c) => c.country),
  )

  const ac = (await sb.get('/api/dashboards/academy', 'demo')).json()
  const courses = (await sb.get('/api/apps/academy/courses?itemsPerPage=100')).json().courses as any[]
  t.equal(ac.progress.completed, courses.filter((c) => c.completedTasks === c.totalTasks).length)
  t.equal(ac.progress.courses, 25)
  const minutes = (time: string) => Number(/(\d+)h/.exec(time)?.[1] ?? 0) * 60 + Number(/(\d+)m/.exec(time)?.[1] ?? 0)
  t.equal(ac.progress.minutes, sum(courses.map((c) => minutes(c.time))))
  t.same(
    Object.fromEntries(ac.topicInterest.map((x: any) => [x.topic, x.courses])),
    countBy(courses, (c) => c.tags),
  )

  const lo = (await sb.get('/api/dashboards/logistics', 'demo')).json()
  const vehicles = (await sb.get('/api/apps/logistics/vehicles?itemsPerPage=100')).json().vehicles as any[]
  t.equal(lo.overview.onRoute, vehicles.filter((v) => v.progress > 0 && v.progress < 100).length)
  t.equal(lo.overview.withWarnings, vehicles.filter((v) => v.warnings !== 'No Warnings').length)
  t.same(
    lo.progressBuckets.map((b: any) => b.count),
    [0, 1, 2, 3].map((b) => vehicles.filter((v) => Math.min(Math.floor(v.progress / 25), 3) === b).length),
  )
  t.ok(lo.onRoute.every((v: any) => v.progress > 0 && v.progress < 100))
})

t.test('the dashboards follow writes and need read Demo', async (t) => {
  const sb = await sandboxApp(t)
  const before = (await sb.get('/api/dashboards/ecommerce')).json()
  const product = (await sb.get('/api/apps/ecommerce/products?itemsPerPage=1')).json().products[0]
  t.equal((await sb.send('DELETE', `/api/apps/ecommerce/products/${product.id}`)).statusCode, 204)
  t.equal(
    (await sb.get('/api/dashboards/ecommerce')).json().stats.products,
    before.stats.products - 1,
    'a deleted product leaves the count',
  )
  t.equal((await sb.app.inject({ method: 'GET', url: '/api/dashboards/crm' })).statusCode, 401)
  t.equal((await sb.get('/api/dashboards/logistics', 'omc')).statusCode, 403)
})
