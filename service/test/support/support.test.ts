import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

t.test('support requests: open, answer, reply, mails to the other side, tenancy', async (t) => {
  const { app, db } = await buildTestApp(t)
  const s = await sessions(app, ['client', 'admin', 'northwind', 'superadmin', 'omc'])
  const client = api(app, s.client)
  const staff = api(app, s.superadmin)
  const outbox = async (to: string) =>
    await db.selectFrom('outbox_emails').select(['subject', 'body']).where('to_address', '=', to).execute()

  const opened = await client.post('/api/support-requests', {
    subject: 'Cannot export a report',
    category: 'bug',
    description: 'The PDF button does nothing.',
  })
  t.equal(opened.statusCode, 201, opened.body)
  const req = opened.json()
  t.match(req, {
    status: 'open',
    category: 'bug',
    requester: { email: 'client@example.com' },
    replies: [],
    organization: 'Acme Talent',
  })
  t.ok(
    (await outbox('superadmin@example.com')).some((m) => m.subject.includes('Cannot export a report')),
    'support hears of a new request',
  )
  t.equal(
    (await client.post('/api/support-requests', { subject: '', category: 'bug', description: 'x' })).statusCode,
    400,
  )
  t.equal(
    (await client.post('/api/support-requests', { subject: 'x', category: 'nonsense', description: 'x' })).statusCode,
    400,
  )

  // The same organization's admin sees it; another organization does not, not even by id.
  t.equal((await api(app, s.admin).get(`/api/support-requests/${req.id}`)).statusCode, 200)
  const northwind = api(app, s.northwind)
  t.equal((await northwind.get(`/api/support-requests/${req.id}`)).statusCode, 404)
  t.equal((await northwind.post(`/api/support-requests/${req.id}/replies`, { body: 'hi' })).statusCode, 404)
  t.notOk((await northwind.get('/api/support-requests')).json().requests.some((r: { id: string }) => r.id === req.id))

  // A person without an organization sees only their own.
  const omc = api(app, s.omc)
  const own = (
    await omc.post('/api/support-requests', { subject: 'Cost export', category: 'question', description: 'How?' })
  ).json()
  t.same(
    (await omc.get('/api/support-requests')).json().requests.map((r: { id: string }) => r.id),
    [own.id],
  )
  t.equal((await client.get(`/api/support-requests/${own.id}`)).statusCode, 404)

  // Support sees every organization's requests, assigns and answers; the answer mails the requester.
  const all = (await staff.get('/api/support-requests?itemsPerPage=50')).json()
  t.ok(
    all.requests.some((r: { id: string }) => r.id === req.id) &&
      all.requests.some((r: { id: string }) => r.id === own.id),
  )
  const me = s.superadmin.userData.id
  t.match((await staff.patch(`/api/support-requests/${req.id}`, { assigneeId: me })).json(), { assignee: { id: me } })
  const answered = await staff.post(`/api/support-requests/${req.id}/replies`, {
    body: 'Fixed in the next release; try Print instead.',
  })
  t.equal(answered.statusCode, 201)
  t.match(answered.json(), {
    status: 'waiting',
    replyCount: 1,
    replies: [{ fromStaff: true, body: 'Fixed in the next release; try Print instead.' }],
  })
  t.ok(
    (await outbox('client@example.com')).some((m) => m.body.includes('try Print instead')),
    'the requester is mailed the answer',
  )

  // The requester's reply reopens it and mails the assignee; the requesting side may not assign.
  const replied = (
    await client.post(`/api/support-requests/${req.id}/replies`, { body: 'Print works, thanks.' })
  ).json()
  t.match(replied, { status: 'open', replyCount: 2 })
  t.equal(
    (await outbox('superadmin@example.com')).filter((m) => m.body.includes('Print works')).length,
    1,
    'the assignee is mailed the reply',
  )
  t.equal((await client.patch(`/api/support-requests/${req.id}`, { assigneeId: me })).statusCode, 403)
  t.match((await client.patch(`/api/support-requests/${req.id}`, { status: 'resolved' })).json(), {
    status: 'resolved',
  })

  // Filters, search, sort, paging.
  const found = (await staff.get('/api/support-requests?q=export&status=resolved&category=bug')).json()
  t.same(
    found.requests.map((r: { id: string }) => r.id),
    [req.id],
  )
  t.equal((await staff.get('/api/support-requests?assignedToMe=true')).json().total, 1)
  const paged = (await staff.get('/api/support-requests?itemsPerPage=1&page=2&sortBy=subject&orderBy=asc')).json()
  t.equal(paged.total, 2)
  t.equal(paged.requests[0].subject, 'Cost export')
})
