import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

const UNIQUE = 'Quokka hiring loop'

t.test('data search, the landing numbers and the password policy', async (t) => {
  const { app } = await buildTestApp(t)
  const s = await sessions(app, ['client', 'northwind', 'demo'])
  const client = api(app, s.client)
  const other = api(app, s.northwind)

  const created = await client.post('/api/meetings', {
    title: UNIQUE,
    kind: 'interview',
    scheduledAt: new Date().toISOString(),
    durationMinutes: 30,
    participants: [
      { name: 'Maria Lopez', role: 'host' },
      { name: 'Daniel Carter', role: 'candidate' },
    ],
  })
  t.equal(created.statusCode, 201)
  const meetingId = created.json().id as string

  t.test('search finds the meeting by part of its title, case-insensitively, tenant-scoped', async (t) => {
    const hit = await client.get(`/api/search?q=${encodeURIComponent('QUOKKA')}`)
    t.equal(hit.statusCode, 200)
    const body = hit.json() as { items: { type: string; id: string; title: string }[]; total: number }
    t.same(
      body.items.map((i) => [i.type, i.id]),
      [['meeting', meetingId]],
    )
    t.equal(body.total, 1)
    const foreign = (await other.get('/api/search?q=quokka')).json()
    t.same(foreign, { items: [], total: 0 }, 'another organization does not find it')
    t.equal((await api(app, s.demo).get('/api/search?q=quokka')).statusCode, 403, 'demo reads no meetings')
    t.equal((await api(app).get('/api/search?q=quokka')).statusCode, 401)
  })

  t.test('search pages and refuses bad input with a named field', async (t) => {
    const all = (await client.get('/api/search?q=a&itemsPerPage=2')).json()
    t.ok(all.total > 2, `the seed has more than two hits for "a" (${all.total})`)
    t.equal(all.items.length, 2)
    const second = (await client.get('/api/search?q=a&itemsPerPage=2&page=2')).json()
    t.notSame(
      second.items.map((i: { id: string }) => i.id),
      all.items.map((i: { id: string }) => i.id),
      'page 2 differs from page 1',
    )
    const past = (await client.get('/api/search?q=a&page=99999')).json()
    t.same(past, { items: [], total: all.total }, 'past the end: no items, the same total')
    for (const bad of ['', 'q=', 'q=a&page=0', 'q=a&itemsPerPage=51', 'q=a&page=999999999999999999999', 'q=%00']) {
      const res = await client.get(`/api/search?${bad}`)
      t.equal(res.statusCode, 400, `${bad} → 400`)
      t.type(res.json().message, 'string')
    }
    const percent = (await client.get('/api/search?q=%25')).json()
    t.equal(percent.total, 0, 'a % is a literal character, not a wildcard')
  })

  t.test('the landing counts this week’s meeting; another organization’s numbers differ', async (t) => {
    const res = await client.get('/api/landing')
    t.equal(res.statusCode, 200)
    const landing = res.json()
    t.ok(landing.meetingsThisWeek >= 1, 'the meeting created now is this week')
    t.ok(
      landing.recent.some((e: { type: string; id: string }) => e.type === 'meeting-created' && e.id === meetingId),
      'its creation is recent activity',
    )
    t.ok(landing.recent.length <= 8)
    const foreign = (await other.get('/api/landing')).json()
    t.notOk(
      foreign.recent.some((e: { id: string }) => e.id === meetingId),
      'not in another organization’s activity',
    )
    t.equal((await api(app, s.demo).get('/api/landing')).statusCode, 403)
  })

  t.test('the password policy is public and is the rule registration enforces', async (t) => {
    const res = await api(app).get('/api/auth/password-policy')
    t.equal(res.statusCode, 200)
    const policy = res.json()
    t.equal(policy.notContainingEmail, true)
    const short = 'x'.repeat(policy.minLength - 1) + 'Z'
    const tooShort = await api(app).post('/api/auth/register', {
      fullName: 'Policy Check',
      email: 'policy.check@example.org',
      password: short.slice(1),
    })
    t.equal(tooShort.statusCode, 400, 'one character fewer than the policy is refused')
    const ok = await api(app).post('/api/auth/register', {
      fullName: 'Policy Check',
      email: 'policy.check@example.org',
      // Not repetitive or common (the policy refuses those too): only its length is under test here.
      password: 'Kv7mQ2xpL9wT4zRb8nYc3dHf6gJs5aEu'.slice(0, policy.minLength),
    })
    t.equal(ok.statusCode, 201, 'exactly minLength is accepted')
  })
})
