import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

/**
 * The meeting and report lists are answered with JSON text that PostgreSQL writes (repositories/json-text.ts),
 * so no response schema serializes them. These tests hold that text to the single-item routes, whose
 * answers the schema does serialize: every list item must equal, field for field and type for type,
 * what GET /{id} answers for the same record, on the demo data and on records built to be awkward
 * (escapes, non-Latin text, optional fields, microsecond timestamps, a live share link).
 */
const AWKWARD_TITLE = 'Quote " backslash \\ tab\t newline\n Привет 日本 😀 \u2028 </script>'

t.test('meeting list items are the single-meeting answers', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const client = api(app, (await sessions(app, ['client'])).client)
  // A participant may link only a profile of the meeting's own organization.
  const profileId = (await client.get('/api/profiles?itemsPerPage=1')).json().profiles[0].id
  const created = await client.post('/api/meetings', {
    title: AWKWARD_TITLE,
    description: '',
    kind: 'team',
    scheduledAt: '2031-02-03T04:05:06.789Z',
    durationMinutes: 45,
    participants: [
      { name: "Zoë “Z” O'Neil", email: 'zoe@example.com', role: 'host' },
      { name: 'Rae', role: 'participant', profileId },
    ],
    requestedKinds: ['belbin', 'info-security'],
  })
  t.equal(created.statusCode, 201)
  const id = created.json().id
  // Microseconds, which a Date (and so the single route) truncates to milliseconds.
  await sql`update meetings set updated_at = '2031-02-03 04:05:06.999999+00' where id = ${id}`.execute(db)

  const res = await client.get('/api/meetings?itemsPerPage=100')
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /^application\/json; charset=utf-8/)
  const page = res.json()
  t.strictSame(Object.keys(page), ['meetings', 'total'])
  t.equal(page.total, page.meetings.length, 'one page holds them all')
  t.ok(page.meetings.length >= 13, 'the demo meetings and the new one')
  for (const item of page.meetings)
    t.strictSame(item, (await client.get(`/api/meetings/${item.id}`)).json(), `meeting ${item.id}`)
  const mine = page.meetings.find((m: { id: string }) => m.id === id)
  t.equal(mine.title, AWKWARD_TITLE, 'escapes survive the round trip')
  t.equal(mine.updatedAt, '2031-02-03T04:05:06.999Z', 'milliseconds truncated, as a Date keeps them')

  const empty = await client.get('/api/meetings?q=no-such-meeting-anywhere')
  t.strictSame(empty.json(), { meetings: [], total: 0 }, 'an empty page is still the page shape')
  const past = await client.get('/api/meetings?page=999')
  t.strictSame(past.json(), { meetings: [], total: page.total }, 'past the last page: no items, the real total')
})

t.test('report list items are the single-report answers without content', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const admin = api(app, (await sessions(app, ['admin'])).admin)
  const page = (await admin.get('/api/reports?itemsPerPage=100')).json()
  t.ok(page.reports.length >= 9, 'demo reports of every kind')
  const [first, second] = page.reports.filter((r: { status: string }) => r.status === 'ready')
  t.equal((await admin.post(`/api/reports/${first.id}/share`, { expiresInDays: 3 })).statusCode, 201)
  t.equal((await admin.post(`/api/reports/${second.id}/share`, { expiresInDays: 3 })).statusCode, 201)
  // An expired link is no live share: `shared` stays null.
  await sql`update report_shares set expires_at = now() - interval '1 second' where report_id = ${second.id}`.execute(
    db,
  )
  await sql`update reports set title = ${AWKWARD_TITLE}, error = 'engine said "no"' where id = ${first.id}`.execute(db)

  const res = await admin.get('/api/reports?itemsPerPage=100')
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /^application\/json; charset=utf-8/)
  const after = res.json()
  t.strictSame(Object.keys(after), ['reports', 'total'])
  t.equal(after.total, after.reports.length)
  for (const item of after.reports) {
    const { content, ...summary } = (await admin.get(`/api/reports/${item.id}`)).json()
    t.ok(content, 'the single report has content')
    t.strictSame(item, summary, `report ${item.kind} ${item.id}`)
  }
  const byId = new Map(after.reports.map((r: { id: string }) => [r.id, r]))
  t.match(byId.get(first.id), { title: AWKWARD_TITLE, error: 'engine said "no"', shared: { expiresAt: /Z$/ } })
  t.equal((byId.get(second.id) as { shared: unknown }).shared, null)
})

t.test('list bodies keep the requested order, page after page', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const admin = api(app, (await sessions(app, ['admin'])).admin)
  type Row = { id: string; kind: string; status: string; subject: string | null; createdAt: string }
  const keyOf: Record<string, (r: Row) => string | null> = {
    createdAt: (r) => r.createdAt,
    kind: (r) => r.kind,
    status: (r) => r.status,
    subject: (r) => r.subject?.toLowerCase() ?? null,
  }
  for (const sortBy of Object.keys(keyOf)) {
    for (const orderBy of ['asc', 'desc']) {
      const all: Row[] = (await admin.get(`/api/reports?itemsPerPage=100&sortBy=${sortBy}&orderBy=${orderBy}`)).json()
        .reports
      const keys = all.map(keyOf[sortBy])
      const present = keys.filter((k) => k !== null) as string[]
      const expected = [...present].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0) * (orderBy === 'desc' ? -1 : 1))
      t.strictSame(present, expected, `reports by ${sortBy} ${orderBy}`)
      t.ok(
        keys.slice(present.length).every((k) => k === null),
        `no subject sorts last (${sortBy} ${orderBy})`,
      )
      const paged: Row[] = []
      for (let page = 1; paged.length < all.length; page++)
        paged.push(
          ...(await admin.get(`/api/reports?itemsPerPage=5&page=${page}&sortBy=${sortBy}&orderBy=${orderBy}`)).json()
            .reports,
        )
      t.strictSame(
        paged.map((r) => r.id),
        all.map((r) => r.id),
        `pages of 5 follow the same order (${sortBy} ${orderBy})`,
      )
    }
  }
})
