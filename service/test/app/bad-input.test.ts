import t from 'tap'
import { sandboxApp } from '../sandbox/helpers.js'

const HUGE = '999999999999999999999'
const isJsonError = (res: { statusCode: number; headers: Record<string, unknown>; json(): any }) =>
  res.statusCode === 400 &&
  String(res.headers['content-type']).startsWith('application/json') &&
  typeof res.json().message === 'string'

t.test('input a schema accepts but SQL cannot take answers 400 naming the field', async (t) => {
  const s = await sandboxApp(t)
  for (const path of ['/api/accounts', '/api/meetings', '/api/reports', '/api/profiles']) {
    const role = path === '/api/accounts' ? 'admin' : 'client'
    const res = await s.get(`${path}?page=${HUGE}`, role)
    t.ok(isJsonError(res), `${path}?page=${HUGE}: ${res.statusCode}`)
    t.match(res.json().errors, { page: [/page/] }, 'names the field')
    const nul = await s.get(`${path}?q=a%00b`, role)
    t.ok(isJsonError(nul), `${path}?q with NUL: ${nul.statusCode}`)
    t.match(nul.json().errors, { q: [/NUL/] })
  }

  for (const body of [{}, { id: 1 }]) {
    const res = await s.send('PUT', '/api/apps/calendar/1', body)
    t.ok(res.statusCode < 500, `calendar PUT ${JSON.stringify(body)}: ${res.statusCode} ${res.body.slice(0, 80)}`)
  }
  const kanban = await s.send('PUT', '/api/apps/kanban/item/update', { item: { id: 1 } })
  t.ok(kanban.statusCode < 500, `kanban item update with only an id: ${kanban.statusCode} ${kanban.body.slice(0, 80)}`)

  for (const url of ['/api/apps/users/1e9999', '/api/apps/users/Infinity', `/api/apps/users/${HUGE}`]) {
    const res = await s.get(url)
    t.ok(res.statusCode === 400 || res.statusCode === 404, `${url}: ${res.statusCode}`)
    t.ok(String(res.headers['content-type']).startsWith('application/json'))
  }

  const meeting = await s.send(
    'POST',
    '/api/meetings',
    { title: 'a\u0000b', kind: 'other', scheduledAt: '2026-10-01T09:00:00Z', durationMinutes: 10 },
    'client',
  )
  t.ok(isJsonError(meeting), `a NUL in a title: ${meeting.statusCode}`)
  t.match(meeting.json().errors, { title: [/title must not contain a NUL/] })
  const nested = await s.send(
    'POST',
    '/api/meetings',
    {
      title: 'ok',
      kind: 'other',
      scheduledAt: '2026-10-01T09:00:00Z',
      durationMinutes: 10,
      participants: [{ name: 'x\u0000', role: 'host' }],
    },
    'client',
  )
  t.ok(isJsonError(nested), `a NUL deep in the body: ${nested.statusCode}`)
  t.match(nested.json().errors, { 'participants.0.name': [/NUL/] })

  const health = await s.app.inject({ method: 'GET', url: '/api/health' })
  t.equal(health.statusCode, 200, 'healthy after')
})
