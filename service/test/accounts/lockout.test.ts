import t from 'tap'
import { sql } from 'kysely'
import { buildTestApp } from '../helpers/app.js'

const RIGHT = { email: 'client@example.com', password: 'demo-client' }
const WRONG = { email: 'client@example.com', password: 'not the password' }

t.test('ten wrong passwords from one address do not lock the owner out elsewhere', async (t) => {
  const { app } = await buildTestApp(t)
  const signIn = (payload: object, remoteAddress: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress,
      ...(cookie ? { headers: { cookie } } : {}),
    })
  for (let i = 0; i < 10; i++) t.equal((await signIn(WRONG, '127.0.0.1')).statusCode, 400, `wrong ${i + 1}`)
  const locked = await signIn(RIGHT, '127.0.0.1')
  t.equal(locked.statusCode, 429, 'the guessing address is locked out of the account, right password or not')
  t.ok(Number(locked.headers['retry-after']) > 0)
  const owner = await signIn(RIGHT, '127.0.0.2')
  t.equal(owner.statusCode, 201, 'the owner signs in from a second loopback address')
  t.match(String(owner.headers['set-cookie']), /debrief_device=/, 'and the browser is remembered')
})

t.test('past the account-wide total, a known browser and a two-step account still get through', async (t) => {
  const { app, db } = await buildTestApp(t, { LOGIN_LIMIT_PER_ACCOUNT_TOTAL: '20' })
  const signIn = (payload: object, remoteAddress: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress,
      ...(cookie ? { headers: { cookie } } : {}),
    })
  const first = await signIn(RIGHT, '127.0.0.50')
  t.equal(first.statusCode, 201)
  const device = String(first.headers['set-cookie'])
    .split(/,(?=\s*\w+=)/)
    .map((c) => c.trim().split(';')[0])
    .find((c) => c.startsWith('debrief_device='))!
  t.ok(device, 'a device cookie')

  // A spray from 20 addresses, one wrong password each.
  for (let i = 0; i < 20; i++) await signIn(WRONG, `127.0.1.${i + 1}`)
  t.equal((await signIn(RIGHT, '127.0.2.1')).statusCode, 429, 'a new browser is held back')
  t.equal((await signIn(RIGHT, '127.0.2.2', device)).statusCode, 201, 'the known browser signs in from anywhere')
  const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
  t.equal((await signIn(RIGHT, '127.0.2.3', forged)).statusCode, 429, 'a tampered device cookie is not known')

  // Another account's device cookie does not count for this one.
  const admin = await signIn({ email: 'admin@example.com', password: 'demo-admin' }, '127.0.3.1')
  const adminDevice = String(admin.headers['set-cookie'])
    .split(/,(?=\s*\w+=)/)
    .map((c) => c.trim().split(';')[0])
    .find((c) => c.startsWith('debrief_device='))!
  t.equal((await signIn(RIGHT, '127.0.2.4', adminDevice)).statusCode, 429, "another account's browser is not known")

  // With two-step on, the right password reaches the second step, whose codes have their own limits.
  await sql`update accounts set totp_enabled = true where email = 'client@example.com'`.execute(db)
  const twoStep = await signIn(RIGHT, '127.0.2.5')
  t.equal(twoStep.statusCode, 202, 'a two-step account gets its challenge')
  t.equal((await signIn(WRONG, '127.0.2.6')).statusCode, 400, 'a wrong password still answers 400, not a challenge')
})

t.test('16 parallel wrong passwords from one address: at most the limit are checked', async (t) => {
  const { app } = await buildTestApp(t)
  const answers = await Promise.all(
    Array.from({ length: 16 }, () =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: WRONG, remoteAddress: '127.0.9.9' }),
    ),
  )
  const codes = answers.map((a) => a.statusCode)
  t.equal(codes.filter((c) => c === 400).length, 10, 'ten checked')
  t.equal(codes.filter((c) => c === 429).length, 6, 'six refused unchecked')
})
