import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

t.test("what's new: seeded, unread until opened, per account, written by the superadmin", async (t) => {
  const { app } = await buildTestApp(t)
  const s = await sessions(app, ['client', 'admin', 'superadmin'])
  const client = api(app, s.client)
  const first = (await client.get('/api/whats-new?itemsPerPage=50')).json()
  t.ok(first.total >= 5, 'seeded from the release history')
  t.equal(first.unread, first.total, 'everything is unread at first')
  t.ok(first.entries.every((e: { unread: boolean }) => e.unread))
  t.same((await client.get('/api/whats-new/unread')).json(), { unread: first.total })

  t.equal((await client.post('/api/whats-new/read')).statusCode, 204)
  t.same((await client.get('/api/whats-new/unread')).json(), { unread: 0 }, 'opened: no badge')
  t.equal(
    (await api(app, s.admin).get('/api/whats-new/unread')).json().unread,
    first.total,
    'another account still has its badge',
  )

  t.equal(
    (await client.post('/api/whats-new', { title: 'x', body: 'y' })).statusCode,
    403,
    'only the superadmin writes',
  )
  const created = await api(app, s.superadmin).post('/api/whats-new', {
    title: 'Dark charts',
    body: 'Charts follow the **dark** theme.',
    tags: ['interface'],
    link: '/reports/ReportList',
  })
  t.equal(created.statusCode, 201, created.body)
  t.same((await client.get('/api/whats-new/unread')).json(), { unread: 1 }, 'a new entry is unread again')
  const tagged = (await client.get('/api/whats-new?tag=interface&q=dark')).json()
  t.equal(tagged.total, 1)
  t.match(tagged.entries[0], { title: 'Dark charts', unread: true, link: '/reports/ReportList' })
  t.equal(
    (await api(app, s.superadmin).post('/api/whats-new', { title: 'x', body: 'y', link: 'https://evil.example' }))
      .statusCode,
    400,
    'links stay inside the app',
  )
  t.equal((await api(app, s.superadmin).delete(`/api/whats-new/${created.json().id}`)).statusCode, 204)
  t.same((await client.get('/api/whats-new/unread')).json(), { unread: 0 })
})
