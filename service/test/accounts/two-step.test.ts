import t from 'tap'
import { totpCode } from '../../src/modules/accounts/two-step/totp.js'
import { bearer, buildTestApp, demoCredentials, login } from '../helpers/app.js'

const STEP = 30_000

t.test('two-step sign-in end to end', async (t) => {
  const { app, db } = await buildTestApp(t)
  const session = await login(app, 'client')
  const post = (url: string, payload?: object, token = session.token) =>
    app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) })
  const signIn = () => app.inject({ method: 'POST', url: '/api/auth/login', payload: demoCredentials('client') })
  const secondStep = (challenge: string, code: string) =>
    app.inject({ method: 'POST', url: '/api/auth/two-steps', payload: { challenge, code } })

  // Setup, then enable with the code an app would show now.
  t.equal((await post('/api/account/two-step/enable', { code: '123456' })).statusCode, 409, 'no setup yet')
  const setup = await post('/api/account/two-step/setup')
  t.equal(setup.statusCode, 200)
  const { secret, otpauthUrl } = setup.json()
  t.match(otpauthUrl, `secret=${secret}`)
  t.equal((await signIn()).statusCode, 201, 'a pending setup changes nothing')
  const wrong = await post('/api/account/two-step/enable', { code: await totpCode(secret, Date.now() - 10 * STEP) })
  t.equal(wrong.statusCode, 400)
  const enable = await post('/api/account/two-step/enable', { code: await totpCode(secret) })
  t.equal(enable.statusCode, 200)
  const { recoveryCodes } = enable.json() as { recoveryCodes: string[] }
  t.equal(recoveryCodes.length, 10)
  t.equal(
    (await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) })).json().twoStepEnabled,
    true,
  )
  t.equal((await post('/api/account/two-step/setup')).statusCode, 409, 'no second setup while on')

  // At rest: the seed sealed, the recovery codes hashed.
  const row = await db
    .selectFrom('accounts')
    .select(['totp_secret', 'totp_pending_secret'])
    .where('email', '=', 'client@example.com')
    .executeTakeFirstOrThrow()
  t.match(row.totp_secret, /^v1\./)
  t.notMatch(row.totp_secret!, secret)
  t.equal(row.totp_pending_secret, null)
  const hashes = await db.selectFrom('two_step_recovery_codes').select('code_hash').execute()
  t.equal(hashes.length, 10)
  t.notOk(hashes.some((h) => recoveryCodes.some((c) => h.code_hash.includes(c.replace('-', '')))))

  // Login now answers 202 with a challenge and no tokens.
  const first = await signIn()
  t.equal(first.statusCode, 202)
  t.same(Object.keys(first.json()).sort(), ['challenge', 'expiresAt', 'twoStepRequired'])
  t.notOk(first.headers['set-cookie'], 'no refresh cookie yet')
  // The enabling code used this step; the app's next code (one step ahead, within the window) is accepted.
  const done = await secondStep(first.json().challenge, await totpCode(secret, Date.now() + STEP))
  t.equal(done.statusCode, 201, done.body)
  t.same(Object.keys(done.json()).sort(), ['accessToken', 'userAbilityRules', 'userData'])
  t.match(String(done.headers['set-cookie']), /debrief_refresh=/)
  t.equal(
    (await app.inject({ method: 'GET', url: '/api/account', headers: bearer(done.json().accessToken) })).statusCode,
    200,
  )
  t.equal(
    (await secondStep(first.json().challenge, await totpCode(secret, Date.now() + STEP))).statusCode,
    401,
    'a challenge works once',
  )

  const replay = await signIn()
  t.equal(
    (await secondStep(replay.json().challenge, await totpCode(secret, Date.now() + STEP))).statusCode,
    400,
    'the same code is not accepted twice',
  )

  // A recovery code works once, typed loosely.
  const viaRecovery = await secondStep(replay.json().challenge, ` ${recoveryCodes[0].toUpperCase()} `)
  t.equal(viaRecovery.statusCode, 201, 'recovery code')
  const again = await signIn()
  t.equal((await secondStep(again.json().challenge, recoveryCodes[0])).statusCode, 400, 'spent')

  // Disable: a wrong password is refused; a recovery code does it.
  t.equal((await post('/api/account/two-step/disable', { password: 'not-the-password' })).statusCode, 400)
  t.equal((await post('/api/account/two-step/disable', { code: recoveryCodes[1] })).statusCode, 204)
  t.equal((await signIn()).statusCode, 201, 'login issues tokens directly again')
  t.equal((await db.selectFrom('two_step_recovery_codes').select('id').execute()).length, 0, 'codes forgotten')
  t.equal(
    (await post('/api/account/two-step/disable', { password: demoCredentials('client').password })).statusCode,
    409,
    'already off',
  )
})

t.test('wrong codes are limited per challenge and per account', async (t) => {
  const { app } = await buildTestApp(t, { LOGIN_LIMIT_PER_ACCOUNT: '8' })
  const session = await login(app, 'admin')
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: bearer(session), ...(payload ? { payload } : {}) })
  const { secret } = (await post('/api/account/two-step/setup')).json()
  t.equal((await post('/api/account/two-step/enable', { code: await totpCode(secret) })).statusCode, 200)
  const signIn = async () =>
    (await app.inject({ method: 'POST', url: '/api/auth/login', payload: demoCredentials('admin') })).json()
      .challenge as string
  const secondStep = (challenge: string, code: string) =>
    app.inject({ method: 'POST', url: '/api/auth/two-steps', payload: { challenge, code } })
  const valid = new Set(await Promise.all([-1, 0, 1].map((d) => totpCode(secret, Date.now() + d * STEP))))
  const bad = ['111111', '222222', '333333', '444444', '555555', '666666', '777777']
    .filter((c) => !valid.has(c))
    .slice(0, 5)

  const challenge = await signIn()
  for (const code of bad) t.equal((await secondStep(challenge, code)).statusCode, 400)
  const dead = await secondStep(challenge, await totpCode(secret, Date.now() + STEP))
  t.equal(dead.statusCode, 401, 'five wrong codes kill the challenge, even for a right one')
  t.equal(dead.json().code, 'DEBRIEF_TWO_STEP_EXPIRED')

  const next = await signIn()
  for (const code of bad.slice(0, 3)) t.equal((await secondStep(next, code)).statusCode, 400)
  const limited = await secondStep(next, await totpCode(secret, Date.now() + STEP))
  t.equal(limited.statusCode, 429, 'eight wrong codes for the account: a new challenge does not reset the count')
  t.ok(Number(limited.headers['retry-after']) > 0)

  t.equal((await secondStep('x'.repeat(43), '123456')).statusCode, 401, 'unknown challenge')
})
