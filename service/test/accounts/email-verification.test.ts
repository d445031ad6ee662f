import t from 'tap'
import { bearer, buildTestApp, login } from '../helpers/app.js'

const post = (app: any, url: string, payload: unknown) => app.inject({ method: 'POST', url, payload })
const mailsTo = (db: any, to: string) =>
  db.selectFrom('outbox_emails').selectAll().where('to_address', '=', to).orderBy('created_at').execute()
const tokenIn = (body: string) => /verify-email-v2\?token=([\w-]+)/.exec(body)![1]
const registration = (email: string) => ({ fullName: 'Vera Verify', email, password: 'correct horse battery' })

t.test('registration mails a verification link; the token verifies once', async (t) => {
  const { app, db } = await buildTestApp(t)
  const reg = await post(app, '/api/auth/register', registration('vera@example.org'))
  t.equal(reg.statusCode, 201, 'registration still signs in')
  t.equal(reg.json().userData.emailVerified, false)
  const [mail, ...more] = await mailsTo(db, 'vera@example.org')
  t.equal(more.length, 0, 'one mail')
  t.match(mail.body, /^Hello Vera Verify/)
  t.match(
    mail.body,
    /http:\/\/127\.0\.0\.1:\d+\/pages\/authentication\/verify-email-v2\?token=/,
    'the link is built from PUBLIC_URL like the reset link',
  )
  const token = tokenIn(mail.body)
  const stored = await db.selectFrom('email_verification_tokens').selectAll().execute()
  t.equal(stored.length, 1)
  t.not(stored[0].token_hash, token, 'only the hash is stored')
  const ttl = stored[0].expires_at.getTime() - Date.now()
  t.ok(ttl > 23.9 * 3600_000 && ttl <= 24 * 3600_000, 'valid for 24 hours')

  const ok = await post(app, '/api/auth/verify-email', { token })
  t.equal(ok.statusCode, 200)
  t.equal(ok.json().email, 'vera@example.org')
  t.ok(Date.parse(ok.json().verifiedAt) > Date.now() - 60_000)
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(reg.json().accessToken) })
  t.equal(me.json().userData.emailVerified, true, 'the session data follows')

  const again = await post(app, '/api/auth/verify-email', { token })
  t.equal(again.statusCode, 400, 'single use')
  t.equal(again.json().message, 'Invalid or expired verification link')
  t.equal(again.json().code, 'DEBRIEF_INVALID_VERIFICATION_TOKEN')
  const unknown = await post(app, '/api/auth/verify-email', { token: 'no-such-token' })
  t.equal(unknown.statusCode, 400)
  t.equal(unknown.json().message, 'Invalid or expired verification link', 'unknown answers like used')
})

t.test('an expired verification token is refused', async (t) => {
  const { app, db } = await buildTestApp(t)
  await post(app, '/api/auth/register', registration('late@example.org'))
  const [mail] = await mailsTo(db, 'late@example.org')
  await db
    .updateTable('email_verification_tokens')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .execute()
  const res = await post(app, '/api/auth/verify-email', { token: tokenIn(mail.body) })
  t.equal(res.statusCode, 400)
  t.equal(res.json().message, 'Invalid or expired verification link')
  const account = await db
    .selectFrom('accounts')
    .select('email_verified_at')
    .where('email', '=', 'late@example.org')
    .executeTakeFirstOrThrow()
  t.equal(account.email_verified_at, null, 'still unverified')
})

t.test('resend answers 202 always and mails only an unverified account', async (t) => {
  const { app, db } = await buildTestApp(t)
  const unknown = await post(app, '/api/auth/verify-email/resend', { email: 'nobody@example.org' })
  t.equal(unknown.statusCode, 202)
  t.same(unknown.json(), {})
  t.equal((await mailsTo(db, 'nobody@example.org')).length, 0, 'no mail for an unknown address')

  const verified = await post(app, '/api/auth/verify-email/resend', { email: 'client@example.com' })
  t.equal(verified.statusCode, 202)
  t.equal((await mailsTo(db, 'client@example.com')).length, 0, 'no mail for a verified (seeded) account')

  await post(app, '/api/auth/register', registration('again@example.org'))
  const resent = await post(app, '/api/auth/verify-email/resend', { email: ' AGAIN@example.org ' })
  t.equal(resent.statusCode, 202)
  const mails = await mailsTo(db, 'again@example.org')
  t.equal(mails.length, 2, 'a second mail with a new link')
  const [first, second] = mails.map((m: { body: string }) => tokenIn(m.body))
  t.not(first, second)
  t.equal((await post(app, '/api/auth/verify-email', { token: second })).statusCode, 200)
  t.equal(
    (await post(app, '/api/auth/verify-email', { token: first })).statusCode,
    200,
    'an earlier link still works and keeps the first time',
  )
  await post(app, '/api/auth/verify-email/resend', { email: 'again@example.org' })
  t.equal((await mailsTo(db, 'again@example.org')).length, 2, 'no mail once verified')
})

t.test('resend is rate-limited per address mailed', async (t) => {
  const { app } = await buildTestApp(t)
  const codes: number[] = []
  for (let i = 0; i < 6; i++)
    codes.push((await post(app, '/api/auth/verify-email/resend', { email: 'flood@example.org' })).statusCode)
  t.same(codes, [202, 202, 202, 202, 202, 429])
})

t.test('seeded accounts count as verified; following a reset link verifies an invited account', async (t) => {
  const { app, db } = await buildTestApp(t)
  const admin = await login(app, 'admin')
  t.equal((admin.userData as { emailVerified?: boolean }).emailVerified, true)
  const invite = await app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: bearer(admin),
    payload: { fullName: 'Ian Invited', email: 'ian@example.org', role: 'client' },
  })
  t.equal(invite.statusCode, 201, invite.body)
  const before = await db
    .selectFrom('accounts')
    .select('email_verified_at')
    .where('email', '=', 'ian@example.org')
    .executeTakeFirstOrThrow()
  t.equal(before.email_verified_at, null, 'an invitation is not a verification yet')
  const [mail] = await mailsTo(db, 'ian@example.org')
  const token = /token=([\w-]+)/.exec(mail.body)![1]
  t.equal((await post(app, '/api/auth/reset-password', { token, password: 'a brand new password' })).statusCode, 200)
  const after = await db
    .selectFrom('accounts')
    .select('email_verified_at')
    .where('email', '=', 'ian@example.org')
    .executeTakeFirstOrThrow()
  t.ok(after.email_verified_at, 'verified by the mailed link')
})
