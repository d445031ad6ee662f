import { createHmac } from 'node:crypto'
import t from 'tap'
import { bearer, buildTestApp, login, TEST_JWT_SECRET } from '../helpers/app.js'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
function forge(header: object, payload: object, secret = TEST_JWT_SECRET) {
  const head = `${b64(header)}.${b64(payload)}`
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`
}

t.test('access tokens: missing, expired, tampered and alg none answer 401', async (t) => {
  const { app } = await buildTestApp(t)
  const session = await login(app, 'admin')
  const me = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/auth/me', headers })
  t.equal((await me(bearer(session))).statusCode, 200, 'valid token')
  t.equal((await me()).statusCode, 401, 'no token')
  t.equal((await me({ authorization: 'Bearer not-a-jwt' })).statusCode, 401, 'garbage')
  const [h, p, s] = session.token.split('.')
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString())
  const tampered = `${h}.${b64({ ...claims, role: 'superadmin' })}.${s}`
  t.equal((await me(bearer(tampered))).statusCode, 401, 'tampered payload')
  const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`
  t.equal((await me(bearer(none))).statusCode, 401, 'alg none')
  const hs512 = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}.${createHmac('sha512', TEST_JWT_SECRET)
    .update(`${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`)
    .digest('base64url')}`
  t.equal((await me(bearer(hs512))).statusCode, 401, 'other algorithm with the right secret')
  const now = Math.floor(Date.now() / 1000)
  const expired = forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 3600, exp: now - 60 })
  const res = await me(bearer(expired))
  t.equal(res.statusCode, 401, 'expired')
  t.equal(res.json().code, 'DEBRIEF_TOKEN_EXPIRED')
  t.equal(
    (
      await me(
        bearer(
          forge(
            { alg: 'HS256', typ: 'JWT' },
            { ...claims, iat: now, exp: now + 60 },
            'another-secret-of-sufficient-length-000000',
          ),
        ),
      )
    ).statusCode,
    401,
    'wrong secret',
  )
  t.equal(claims.exp - claims.iat, 900, 'access token lives 15 minutes')
})

t.test('refresh rotates the token; reusing a rotated one revokes the session', async (t) => {
  const { app } = await buildTestApp(t)
  const session = await login(app, 'client')
  const refresh = (cookie: string) => app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } })
  const first = await refresh(session.cookie)
  t.equal(first.statusCode, 200)
  t.ok(first.json().accessToken)
  const rotated = String(first.headers['set-cookie']).split(';')[0]
  t.not(rotated, session.cookie, 'a new refresh token')
  const second = await refresh(rotated)
  t.equal(second.statusCode, 200, 'the new token works once')
  const latest = String(second.headers['set-cookie']).split(';')[0]
  const reuse = await refresh(session.cookie)
  t.equal(reuse.statusCode, 401, 'the first token again')
  t.equal(reuse.json().code, 'DEBRIEF_REFRESH_REUSED')
  t.equal((await refresh(latest)).statusCode, 401, 'the whole session is revoked')
  t.equal((await refresh('debrief_refresh=nonsense')).statusCode, 401, 'unknown token')
  t.equal((await app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode, 401, 'no cookie')
})

t.test('logout revokes the session', async (t) => {
  const { app } = await buildTestApp(t)
  const session = await login(app, 'client')
  const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: session.cookie } })
  t.equal(out.statusCode, 204)
  t.match(String(out.headers['set-cookie']), /debrief_refresh=;/)
  t.equal(
    (await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: session.cookie } })).statusCode,
    401,
  )
})
