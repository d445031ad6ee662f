import t from 'tap'
import { bearer, buildTestApp } from '../helpers/app.js'

const post = (app: any, url: string, payload: unknown, headers = {}) =>
  app.inject({ method: 'POST', url, payload, headers })

t.test('register creates a client in a new organization and signs it in', async (t) => {
  const { app, db } = await buildTestApp(t)
  const weak = await post(app, '/api/auth/register', {
    fullName: 'Ivan Petrov',
    email: 'ivan@example.org',
    password: 'short',
  })
  t.equal(weak.statusCode, 400)
  t.ok(weak.json().errors.password)
  const containsEmail = await post(app, '/api/auth/register', {
    fullName: 'Ivan Petrov',
    email: 'ivan@example.org',
    password: 'my-ivan@example.org-pw',
  })
  t.equal(containsEmail.statusCode, 400)
  t.match(containsEmail.json().errors.password[0], /email/)
  const res = await post(app, '/api/auth/register', {
    fullName: 'Ivan Petrov',
    email: 'ivan@example.org',
    password: 'correct horse battery',
    organizationName: 'Petrov & Co',
  })
  t.equal(res.statusCode, 201)
  t.equal(res.json().userData.role, 'client')
  t.equal(res.json().userData.orgName, 'Petrov & Co')
  const org = await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', res.json().userData.orgId)
    .executeTakeFirstOrThrow()
  t.equal(org.name, 'Petrov & Co')
  const again = await post(app, '/api/auth/register', {
    fullName: 'Other',
    email: 'IVAN@example.org',
    password: 'correct horse battery',
  })
  t.equal(again.statusCode, 409)
  t.equal(
    (
      await post(app, '/api/auth/register', {
        fullName: 'X',
        email: 'x@example.org',
        password: 'correct horse battery',
        role: 'superadmin',
      })
    ).statusCode,
    400,
    'unknown field',
  )
  const hash = await db
    .selectFrom('accounts')
    .select('password_hash')
    .where('email', '=', 'ivan@example.org')
    .executeTakeFirstOrThrow()
  t.match(hash.password_hash, /^\$argon2id\$/)
})

t.test('forgot-password always answers 202; the emailed token resets once', async (t) => {
  const { app, db } = await buildTestApp(t)
  t.equal((await post(app, '/api/auth/forgot-password', { email: 'nobody@example.com' })).statusCode, 202)
  const res = await post(app, '/api/auth/forgot-password', { email: 'client@example.com' })
  t.equal(res.statusCode, 202)
  const mail = await db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to_address', '=', 'client@example.com')
    .executeTakeFirstOrThrow()
  const token = /token=([\w-]+)/.exec(mail.body)![1]
  const stored = await db.selectFrom('password_reset_tokens').select('token_hash').execute()
  t.notOk(
    stored.some((r) => r.token_hash === token),
    'only the hash is stored',
  )
  const reset = await post(app, '/api/auth/reset-password', { token, password: 'a brand new password' })
  t.equal(reset.statusCode, 200)
  t.equal(
    (await post(app, '/api/auth/reset-password', { token, password: 'another new password' })).statusCode,
    400,
    'single use',
  )
  t.equal(
    (await post(app, '/api/auth/login', { email: 'client@example.com', password: 'demo-client' })).statusCode,
    400,
    'old password is gone',
  )
  const login = await post(app, '/api/auth/login', { email: 'client@example.com', password: 'a brand new password' })
  t.equal(login.statusCode, 201)
  const outbox = await app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(login.json().accessToken) })
  t.equal(outbox.statusCode, 403, 'only the superadmin reads the outbox')
})

t.test('an expired reset token is refused', async (t) => {
  const { app, db } = await buildTestApp(t)
  await post(app, '/api/auth/forgot-password', { email: 'client@example.com' })
  const mail = await db.selectFrom('outbox_emails').selectAll().executeTakeFirstOrThrow()
  const token = /token=([\w-]+)/.exec(mail.body)![1]
  await db
    .updateTable('password_reset_tokens')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .execute()
  const res = await post(app, '/api/auth/reset-password', { token, password: 'a brand new password' })
  t.equal(res.statusCode, 400)
  t.equal(res.json().code, 'DEBRIEF_INVALID_RESET_TOKEN')
})
