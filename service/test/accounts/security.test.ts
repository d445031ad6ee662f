import t from 'tap'
import { bearer, buildTestApp, demoCredentials, login } from '../helpers/app.js'

const refresh = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], cookie: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } })

t.test('password change: checks, rule, other sessions signed out', async (t) => {
  const { app } = await buildTestApp(t)
  const here = await login(app, 'client')
  const elsewhere = await login(app, 'client')
  const change = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/account/password', headers: bearer(here), payload })
  const { password } = demoCredentials('client')

  const wrong = await change({ currentPassword: 'not-it-at-all', newPassword: 'a-brand-new-passphrase' })
  t.equal(wrong.statusCode, 400)
  t.ok(wrong.json().errors.currentPassword)
  const short = await change({ currentPassword: password, newPassword: 'short' })
  t.equal(short.statusCode, 400)
  t.ok(short.json().errors.newPassword)
  const withMail = await change({ currentPassword: password, newPassword: 'my client@example.com pass' })
  t.match(withMail.json().errors.newPassword, ['Password must not contain your email'])

  const ok = await change({ currentPassword: password, newPassword: 'a-brand-new-passphrase' })
  t.equal(ok.statusCode, 200)
  t.equal((await refresh(app, elsewhere.cookie)).statusCode, 401, 'the other session is signed out')
  t.equal((await refresh(app, here.cookie)).statusCode, 200, 'this one stays')
  const old = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'client@example.com', password },
  })
  t.equal(old.statusCode, 400, 'the old password no longer works')
  const fresh = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'client@example.com', password: 'a-brand-new-passphrase' },
  })
  t.equal(fresh.statusCode, 201)
})

t.test('sessions: list with the current one marked, revoke own, not another account’s', async (t) => {
  const { app } = await buildTestApp(t)
  const first = await login(app, 'admin')
  const second = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: demoCredentials('admin'),
    headers: { 'user-agent': 'Phone Browser/1.0' },
  })
  const secondCookie = String(second.headers['set-cookie']).split(';')[0]
  const list = await app.inject({ method: 'GET', url: '/api/account/sessions', headers: bearer(first) })
  t.equal(list.statusCode, 200)
  const sessions = list.json().sessions as {
    id: string
    userAgent: string | null
    current: boolean
    createdAt: string
    lastUsedAt: string
  }[]
  t.equal(sessions.length, 2)
  t.equal(sessions.filter((s) => s.current).length, 1, 'exactly one is this one')
  const other = sessions.find((s) => !s.current)!
  t.equal(other.userAgent, 'Phone Browser/1.0')

  const outsider = await login(app, 'northwind')
  const foreign = await app.inject({
    method: 'DELETE',
    url: `/api/account/sessions/${other.id}`,
    headers: bearer(outsider),
  })
  t.equal(foreign.statusCode, 404, 'another account’s session is not found')
  const stillWorks = await refresh(app, secondCookie)
  t.equal(stillWorks.statusCode, 200, 'and still works')
  const rotatedCookie = String(stillWorks.headers['set-cookie']).split(';')[0]

  const revoke = await app.inject({
    method: 'DELETE',
    url: `/api/account/sessions/${other.id}`,
    headers: bearer(first),
  })
  t.equal(revoke.statusCode, 204)
  t.equal(
    (await app.inject({ method: 'GET', url: '/api/account/sessions', headers: bearer(first) })).json().sessions.length,
    1,
  )
  t.equal((await refresh(app, rotatedCookie)).statusCode, 401, 'the revoked session cannot refresh')
  t.equal(
    (await app.inject({ method: 'DELETE', url: `/api/account/sessions/${other.id}`, headers: bearer(first) }))
      .statusCode,
    404,
    'already revoked',
  )
})
