import t from 'tap'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config/load-config.js'
import { bearer, buildTestApp, login, TEST_JWT_SECRET } from '../helpers/app.js'

/** Polls until `check` holds (a NOTIFY crosses instances in milliseconds; the bound is for a busy machine). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 50))
  }
  return false
}

t.test(
  'an access token stops working as soon as its session is signed out or revoked, on every instance',
  async (t) => {
    const { app: first, db, dbUrl } = await buildTestApp(t, {}, { jobs: false })
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: dbUrl, LOG_LEVEL: 'silent' })
    const second = await buildApp({
      config,
      db,
      jwtSecret: TEST_JWT_SECRET,
      serveUi: false,
      jobs: false,
      databaseUrl: dbUrl,
    })
    await second.ready()
    t.teardown(() => second.close())
    const reads = (app: typeof first, token: string) =>
      app.inject({ method: 'GET', url: '/api/meetings', headers: bearer(token) }).then((r) => r.statusCode)

    const session = await login(first, 'client')
    t.equal(await reads(second, session.token), 200, 'the token works on both instances')
    t.equal(
      (await first.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: session.cookie } })).statusCode,
      204,
    )
    t.equal(await reads(first, session.token), 401, 'refused at once on the instance that signed out')
    t.ok(await eventually(async () => (await reads(second, session.token)) === 401), 'and soon on the other')
    const res = await second.inject({ method: 'GET', url: '/api/meetings', headers: bearer(session.token) })
    t.equal(res.json().code, 'DEBRIEF_SESSION_REVOKED')

    // An admin disabling an account revokes its sessions: its token dies everywhere too.
    const victim = await login(second, 'client')
    const admin = await login(first, 'admin')
    t.equal(
      (
        await first.inject({
          method: 'PATCH',
          url: `/api/accounts/${victim.userData.id}`,
          headers: bearer(admin),
          payload: { disabled: true },
        })
      ).statusCode,
      200,
    )
    t.ok(
      await eventually(async () => (await reads(second, victim.token)) === 401),
      'a disabled account’s token is refused',
    )
  },
)

t.test(
  'two tabs refreshing with one cookie at once both succeed; a replay after the session moved on still revokes it',
  async (t) => {
    const { app } = await buildTestApp(t, {}, { jobs: false })
    const session = await login(app, 'admin')
    const refresh = (cookie: string) => app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } })
    const [a, b] = await Promise.all([refresh(session.cookie), refresh(session.cookie)])
    t.same([a.statusCode, b.statusCode], [200, 200], 'both concurrent refreshes answer a session')
    const next = String(b.headers['set-cookie']).split(';')[0]
    t.equal(
      (await app.inject({ method: 'GET', url: '/api/meetings', headers: bearer(a.json().accessToken) })).statusCode,
      200,
      'the session lives',
    )
    t.equal((await refresh(next)).statusCode, 200, 'the session refreshes on')
    const replay = await refresh(session.cookie)
    t.equal(replay.statusCode, 401, 'the first cookie, after the session refreshed again, is a replay')
    t.equal(replay.json().code, 'DEBRIEF_REFRESH_REUSED')
  },
)
