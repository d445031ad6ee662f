import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

t.test('meeting CRUD, filters, sorting and paging', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'client'])
  const client = api(app, s.client)

  const created = await client.post('/api/meetings', {
    title: 'Zeta planning',
    description: 'Quarter goals',
    kind: 'team',
    scheduledAt: '2030-03-01T10:00:00.000Z',
    durationMinutes: 50,
    participants: [
      { name: 'Quinn Zebulon', email: 'quinn@example.com', role: 'host' },
      { name: 'Rae Yoshida', role: 'participant' },
    ],
    requestedKinds: ['belbin', 'alfa'],
  })
  t.equal(created.statusCode, 201)
  const meeting = created.json()
  t.match(meeting, {
    title: 'Zeta planning',
    kind: 'team',
    status: 'scheduled',
    hasTranscript: false,
    requestedKinds: ['belbin', 'alfa'],
    orgId: s.client.userData.orgId,
  })
  t.equal(meeting.participants.length, 2)
  t.same((await client.get(`/api/meetings/${meeting.id}`)).json(), meeting, 'GET answers the stored record')

  const patched = await client.patch(`/api/meetings/${meeting.id}`, { status: 'live', durationMinutes: 55 })
  t.equal(patched.statusCode, 200)
  t.match(patched.json(), { status: 'live', durationMinutes: 55, title: 'Zeta planning' })
  t.equal(
    (await client.patch(`/api/meetings/${meeting.id}`, { status: 'analyzed' })).statusCode,
    400,
    'the worker’s statuses cannot be set by hand',
  )
  t.equal((await client.patch(`/api/meetings/${meeting.id}`, {})).statusCode, 400, 'an empty change is rejected')
  t.equal(
    (
      await client.post('/api/meetings', {
        title: 'x',
        kind: 'party',
        scheduledAt: '2030-01-01T00:00:00Z',
        durationMinutes: 5,
      })
    ).statusCode,
    400,
    'unknown kind',
  )

  // Search by participant name as well as title.
  const byName = (await client.get('/api/meetings?q=yoshida')).json()
  t.same(
    byName.meetings.map((m: { id: string }) => m.id),
    [meeting.id],
    'q matches participant names',
  )
  t.equal((await client.get('/api/meetings?q=ZETA')).json().total, 1, 'q matches titles, case-insensitively')
  t.equal((await client.get('/api/meetings?q=%25')).json().total, 0, 'LIKE wildcards are literal')

  const all = (await client.get('/api/meetings?itemsPerPage=100')).json()
  t.ok(all.total >= 13, 'seeded meetings plus the new one')
  const byStatus = (await client.get('/api/meetings?status=analyzed&itemsPerPage=100')).json()
  t.ok(
    byStatus.total > 0 && byStatus.meetings.every((m: { status: string }) => m.status === 'analyzed'),
    'status filter',
  )
  const byKind = (await client.get('/api/meetings?kind=negotiation&itemsPerPage=100')).json()
  t.ok(byKind.total > 0 && byKind.meetings.every((m: { kind: string }) => m.kind === 'negotiation'), 'kind filter')
  const range = (await client.get('/api/meetings?from=2030-01-01T00:00:00Z&to=2030-12-31T00:00:00Z')).json()
  t.same(
    range.meetings.map((m: { id: string }) => m.id),
    [meeting.id],
    'date range on scheduledAt',
  )

  const sorted = (await client.get('/api/meetings?sortBy=title&orderBy=desc&itemsPerPage=100'))
    .json()
    .meetings.map((m: { title: string }) => m.title.toLowerCase())
  t.same(sorted, [...sorted].sort().reverse(), 'sortBy title desc')
  const dates = (await client.get('/api/meetings?sortBy=scheduledAt&orderBy=asc&itemsPerPage=100'))
    .json()
    .meetings.map((m: { scheduledAt: string }) => m.scheduledAt)
  t.same(dates, [...dates].sort(), 'sortBy scheduledAt asc')

  const page1 = (await client.get('/api/meetings?itemsPerPage=5&page=1&sortBy=createdAt')).json()
  const page2 = (await client.get('/api/meetings?itemsPerPage=5&page=2&sortBy=createdAt')).json()
  t.equal(page1.meetings.length, 5)
  t.equal(page1.total, all.total, 'total counts every match, not the page')
  t.notOk(
    page2.meetings.some((m: { id: string }) => page1.meetings.some((p: { id: string }) => p.id === m.id)),
    'pages do not overlap',
  )
  const beyond = (await client.get('/api/meetings?itemsPerPage=5&page=99')).json()
  t.same(beyond, { meetings: [], total: all.total }, 'beyond the last page: empty page, real total')
  t.equal((await client.get('/api/meetings?itemsPerPage=500')).statusCode, 400, 'itemsPerPage is capped')
  t.equal((await client.get('/api/meetings?sortBy=nope')).statusCode, 400, 'unknown sort key')

  t.equal((await client.delete(`/api/meetings/${meeting.id}`)).statusCode, 204)
  t.equal((await client.get(`/api/meetings/${meeting.id}`)).statusCode, 404)
  t.equal((await client.delete(`/api/meetings/${meeting.id}`)).statusCode, 404)
})
