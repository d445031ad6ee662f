import t from 'tap'
import { bearer, buildTestApp, login } from '../helpers/app.js'

const post = (app: any, url: string, payload: unknown, headers = {}) =>
  app.inject({ method: 'POST', url, payload, headers })

const COMMON = ['1234567890', 'qwertyuiop', 'password123', 'iloveyou12', '123456789012', 'aaaaaaaaaaaa', 'abcabcabcabc']

t.test('common and repetitive passwords are refused at registration, reset and change, saying why', async (t) => {
  const { app, db } = await buildTestApp(t)
  const policy = (await app.inject({ method: 'GET', url: '/api/auth/password-policy' })).json()
  t.match(policy, { minLength: 10, refusesCommonPasswords: true, minStrengthScore: 2 }, 'the policy says so')

  for (const [i, password] of COMMON.entries()) {
    const res = await post(app, '/api/auth/register', {
      fullName: 'Common Person',
      email: `common${i}@example.org`,
      password,
    })
    t.equal(res.statusCode, 400, `register with ${password}`)
    t.equal(res.json().code, 'DEBRIEF_WEAK_PASSWORD')
    t.match(res.json().errors.password[0], /common|repetition|sequence|keyboard/, `says why: ${res.body}`)
  }
  t.equal(
    (await db.selectFrom('accounts').select('id').where('email', 'like', 'common%@example.org').execute()).length,
    0,
    'no account was made',
  )
  const named = await post(app, '/api/auth/register', {
    fullName: 'Zbigniew Brzezinski',
    email: 'zb@example.org',
    password: 'zbigniewbrzezinski',
  })
  t.equal(named.statusCode, 400, 'the own name is a known word')
  const strong = await post(app, '/api/auth/register', {
    fullName: 'Strong Person',
    email: 'strong@example.org',
    password: 'correct horse battery',
  })
  t.equal(strong.statusCode, 201, 'a passphrase passes')

  t.equal((await post(app, '/api/auth/forgot-password', { email: 'client@example.com' })).statusCode, 202)
  const mail = await db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to_address', '=', 'client@example.com')
    .executeTakeFirstOrThrow()
  const token = /token=([\w-]+)/.exec(mail.body)![1]
  const reset = await post(app, '/api/auth/reset-password', { token, password: 'aaaaaaaaaaaa' })
  t.equal(reset.statusCode, 400, 'reset to aaaaaaaaaaaa')
  t.match(reset.json().errors.password[0], /repetition/)
  t.equal(
    (await post(app, '/api/auth/reset-password', { token, password: 'a brand new password' })).statusCode,
    200,
    'the link still works for a good password',
  )

  const admin = await login(app, 'admin')
  const change = await post(
    app,
    '/api/account/password',
    { currentPassword: 'demo-admin', newPassword: 'qwertyuiop' },
    bearer(admin),
  )
  t.equal(change.statusCode, 400, 'change to qwertyuiop')
  t.match(change.json().errors.newPassword[0], /keyboard|common/)
})
