import t from 'tap'
import { buildTestApp, bearer, login } from '../helpers/app.js'

t.test('malformed JSON, unknown fields, unknown paths and oversize bodies answer JSON 4xx', async (t) => {
  const { app } = await buildTestApp(t, { BODY_LIMIT_BYTES: '2048' })
  const malformed = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"email":',
  })
  t.equal(malformed.statusCode, 400)
  t.match(malformed.json(), { statusCode: 400, error: 'Bad Request', code: String })
  const unknown = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'a@b.c', password: 'x', admin: true },
  })
  t.equal(unknown.statusCode, 400)
  t.match(unknown.json().message, /additional|unknown/i)
  t.same(Object.keys(unknown.json().errors), ['admin'])
  const wrongType = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 42, password: ['x'] },
  })
  t.equal(wrongType.statusCode, 400)
  const missing = await app.inject({ method: 'GET', url: '/api/does/not/exist' })
  t.equal(missing.statusCode, 404)
  t.equal(missing.json().code, 'DEBRIEF_ROUTE_NOT_FOUND')
  const huge = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'a@b.c', password: 'x'.repeat(5000) },
  })
  t.equal(huge.statusCode, 413)
  t.equal(huge.json().statusCode, 413)
  const longPassword = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: 'x'.repeat(300) },
  })
  t.equal(longPassword.statusCode, 400, 'oversize string')
})

t.test('security headers, health and no CORS by default', async (t) => {
  const { app } = await buildTestApp(t)
  const res = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { status: 'ok', db: 'up', maintenance: false })
  t.ok(res.headers['content-security-policy'])
  t.equal(res.headers['x-content-type-options'], 'nosniff')
  t.notOk(res.headers['access-control-allow-origin'], 'no CORS for an unlisted origin')
})

t.test('CORS allows exactly the configured origins', async (t) => {
  const { app } = await buildTestApp(t, { CORS_ORIGINS: 'https://app.example.com' })
  const ok = await app.inject({
    method: 'OPTIONS',
    url: '/api/auth/login',
    headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
  })
  t.equal(ok.headers['access-control-allow-origin'], 'https://app.example.com')
  const other = await app.inject({
    method: 'OPTIONS',
    url: '/api/auth/login',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  })
  t.not(other.headers['access-control-allow-origin'], 'https://evil.example')
})

t.test('a 5xx never carries the internal message; a lost database answers 503', async (t) => {
  const { app, db } = await buildTestApp(t)
  const session = await login(app, 'admin')
  await db.destroy()
  const res = await app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(session) })
  t.ok(res.statusCode >= 500)
  t.notMatch(res.body, /Pool|pool|internal detail|stack/)
  t.equal(res.json().statusCode, res.statusCode)
})

t.test('maintenance mode answers 503 except health', async (t) => {
  const { app } = await buildTestApp(t, { MAINTENANCE_MODE: 'true' })
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@example.com', password: 'demo-admin' },
  })
  t.equal(res.statusCode, 503)
  t.equal(res.json().code, 'DEBRIEF_MAINTENANCE')
  t.equal((await app.inject({ method: 'GET', url: '/api/health' })).json().maintenance, true)
})
