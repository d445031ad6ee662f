import t from 'tap'
import { sandboxApp } from '../sandbox/helpers.js'

const meeting = { title: 'Typed', kind: 'other', scheduledAt: '2026-10-01T09:00:00Z', durationMinutes: 10 }

t.test('JSON bodies are not coerced: a wrong type answers 400 naming the field and writes nothing', async (t) => {
  const s = await sandboxApp(t)
  const orgId = (await s.get('/api/auth/me', 'admin')).json().userData.orgId
  const before = (await s.get('/api/meetings?itemsPerPage=100', 'client')).json().total

  // The probes, sent as raw JSON so 1e9999 reaches the parser as written.
  const raw = async (method: 'POST' | 'PUT', url: string, body: string, role: 'client' | 'superadmin' = 'client') => {
    const token = (await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: creds(role) })).json()
    return s.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token.accessToken}`, 'content-type': 'application/json' },
      payload: body,
    })
  }
  const rest = JSON.stringify(meeting).slice(1)
  for (const title of ['1e9999', 'true', '12', 'null', '["a"]', '{"a":1}']) {
    const res = await raw('POST', '/api/meetings', `{"title":${title},${rest.replace(/"title":"Typed",/, '')}`)
    t.equal(res.statusCode, 400, `title ${title}: ${res.body.slice(0, 120)}`)
    t.ok(res.json().errors?.title, `title ${title}: the error names the field`)
  }
  const topUp = await raw(
    'POST',
    '/api/billing/movements',
    JSON.stringify({ orgId, kind: 'top-up', amountMinor: '100', reason: 'Prepaid', idempotencyKey: 'coerce-key-01' }),
    'superadmin',
  )
  t.equal(topUp.statusCode, 400, `amountMinor "100": ${topUp.body.slice(0, 120)}`)
  t.ok(topUp.json().errors?.amountMinor, 'names amountMinor')

  // More create and update routes, each with one field of the wrong type.
  const created = await s.send('POST', '/api/meetings', meeting, 'client')
  t.equal(created.statusCode, 201)
  const id = created.json().id
  const cases: [
    string,
    'POST' | 'PUT' | 'PATCH',
    string,
    Record<string, unknown>,
    string,
    'admin' | 'client' | 'superadmin',
  ][] = [
    ['meeting update', 'PATCH', `/api/meetings/${id}`, { durationMinutes: '15' }, 'durationMinutes', 'client'],
    ['meeting update', 'PATCH', `/api/meetings/${id}`, { title: false }, 'title', 'client'],
    ['own account', 'PATCH', '/api/account', { fullName: 42 }, 'fullName', 'admin'],
    ['cost settings', 'PUT', '/api/costs/settings', { timeZone: 3 }, 'timeZone', 'admin'],
    [
      'support request',
      'POST',
      '/api/support-requests',
      { subject: true, category: 'bug', description: 'x' },
      'subject',
      'client',
    ],
    [
      'calendar event',
      'POST',
      '/api/apps/calendar',
      { title: 1, start: '2026-10-01T09:00:00Z', end: '2026-10-01T10:00:00Z', extendedProps: { calendar: 'Business' } },
      'title',
      'admin',
    ],
    [
      'account',
      'POST',
      '/api/accounts',
      { email: 'typed@example.com', fullName: 7, role: 'client' },
      'fullName',
      'admin',
    ],
    [
      'bbb server',
      'POST',
      '/api/bbb/servers',
      { name: 5, url: 'https://bbb.example.com/', secret: 'x'.repeat(20) },
      'name',
      'superadmin',
    ],
  ]
  for (const [what, method, url, body, field, role] of cases) {
    const res = await s.send(method, url, body, role)
    t.equal(res.statusCode, 400, `${what} with ${field} of the wrong type: ${res.body.slice(0, 160)}`)
    t.ok(
      res.json().errors && Object.keys(res.json().errors).some((k) => k === field || k.startsWith(`${field}.`)),
      `${what}: names ${field} (${res.body.slice(0, 160)})`,
    )
  }
  t.equal(
    (await s.get('/api/meetings?itemsPerPage=100', 'client')).json().total,
    before + 1,
    'only the valid meeting was stored',
  )
  const stored = (await s.get(`/api/meetings/${id}`, 'client')).json()
  t.equal(stored.title, 'Typed', 'the updates with wrong types changed nothing')
  t.equal(stored.durationMinutes, 10)

  const query = await s.get('/api/meetings?itemsPerPage=5&page=1', 'client')
  t.equal(query.statusCode, 200, 'query strings still coerce')
})

function creds(role: 'client' | 'superadmin') {
  return { email: `${role}@example.com`, password: `demo-${role}` }
}
