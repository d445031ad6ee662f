import t from 'tap'
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.js'
import { bearer, buildTestApp } from '../helpers/app.js'

t.test('every demo account signs in and gets its rules and data', async (t) => {
  const { app } = await buildTestApp(t)
  for (const account of DEMO_ACCOUNTS) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    })
    t.equal(res.statusCode, 201, account.email)
    const body = res.json()
    t.same(Object.keys(body).sort(), ['accessToken', 'userAbilityRules', 'userData'])
    t.equal(body.userData.email, account.email)
    t.equal(body.userData.role, account.role)
    t.ok(Array.isArray(body.userAbilityRules) && body.userAbilityRules.length > 0)
    t.notOk(
      'password' in body.userData || 'passwordHash' in body.userData || 'password_hash' in body.userData,
      'no password hash',
    )
    t.same(Object.keys(body.userData).sort(), [
      'avatar',
      'email',
      'emailVerified',
      'fullName',
      'homePath',
      'id',
      'language',
      'orgId',
      'orgName',
      'role',
    ])
    const cookie = String(res.headers['set-cookie'])
    t.match(cookie, /debrief_refresh=/)
    t.match(cookie, /HttpOnly/)
    t.match(cookie, /SameSite=Strict/)
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.accessToken) })
    t.equal(me.statusCode, 200)
    t.equal(me.json().userData.id, body.userData.id)
    t.same(me.json().userAbilityRules, body.userAbilityRules)
  }
})

t.test('a wrong password and an unknown email answer the same 400', async (t) => {
  const { app } = await buildTestApp(t)
  const wrong = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@example.com', password: 'nope' },
  })
  const unknown = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'nope' },
  })
  for (const res of [wrong, unknown]) {
    t.equal(res.statusCode, 400)
    t.same(res.json().errors, { email: ['Invalid email or password'] })
  }
  t.same(wrong.json(), unknown.json())
})

t.test('login is rate-limited per account and address, per account everywhere, and per address', async (t) => {
  const { app } = await buildTestApp(t, {
    LOGIN_LIMIT_PER_ACCOUNT: '3',
    LOGIN_LIMIT_PER_ACCOUNT_TOTAL: '6',
    LOGIN_LIMIT_PER_ADDRESS: '5',
  })
  const attempt = (email: string, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong' }, remoteAddress: ip })
  for (let i = 0; i < 3; i++) t.equal((await attempt('client@example.com', '10.0.1.1')).statusCode, 400)
  const limited = await attempt('client@example.com', '10.0.1.1')
  t.equal(limited.statusCode, 429, 'fourth wrong password for one account from one address')
  t.ok(Number(limited.headers['retry-after']) > 0, 'Retry-After')
  t.equal(limited.json().code, 'DEBRIEF_RATE_LIMITED')
  for (let i = 0; i < 3; i++) t.equal((await attempt('client@example.com', `10.0.2.${i}`)).statusCode, 400)
  t.equal((await attempt('client@example.com', '10.0.3.1')).statusCode, 429, 'past the total from everywhere')
  const emails = ['a1@example.com', 'a2@example.com', 'a3@example.com', 'a4@example.com']
  for (const email of emails) t.equal((await attempt(email, '10.9.9.9')).statusCode, 400)
  t.equal((await attempt('a5@example.com', '10.9.9.9')).statusCode, 400, 'fifth from one address')
  t.equal((await attempt('a6@example.com', '10.9.9.9')).statusCode, 429, 'sixth from one address')
})
