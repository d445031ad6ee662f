import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config/load-config.js'
import { buildTestApp, TEST_JWT_SECRET } from '../helpers/app.js'

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: TEST_JWT_SECRET,
  DEMO_DATA: 'true',
  LOGIN_LIMIT_PER_ADDRESS: '3',
  LOGIN_LIMIT_PER_ACCOUNT: '3',
}
const attempt = (app: FastifyInstance, email: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email, password: 'wrong-password' } })

t.test('a forged X-Forwarded-For does not pick the counted address unless TRUST_PROXY says so', async (t) => {
  const { app } = await buildTestApp(t, PRODUCTION, { jobs: false })
  const codes: number[] = []
  for (let i = 0; i < 5; i++)
    codes.push((await attempt(app, `nobody${i}@example.com`, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode)
  t.same(codes, [400, 400, 400, 429, 429], 'per-address limit holds in production despite a new header each time')

  const { app: behindProxy } = await buildTestApp(t, { ...PRODUCTION, TRUST_PROXY: '127.0.0.1' }, { jobs: false })
  const proxied: number[] = []
  for (let i = 0; i < 5; i++)
    proxied.push(
      (await attempt(behindProxy, `nobody${i}@example.com`, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode,
    )
  t.same(proxied, [400, 400, 400, 400, 400], 'with TRUST_PROXY naming the proxy, each forwarded client counts apart')
})

t.test('an account locked on one instance is locked on another (counters in PostgreSQL)', async (t) => {
  const env = { LOGIN_LIMIT_PER_ACCOUNT: '3' }
  const { app: first, db, dbUrl } = await buildTestApp(t, env, { jobs: false })
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: dbUrl, LOG_LEVEL: 'silent', ...env })
  const second = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, serveUi: false, jobs: false })
  await second.ready()
  t.teardown(() => second.close())
  for (let i = 0; i < 3; i++)
    t.equal((await attempt(first, 'admin@example.com')).statusCode, 400, `attempt ${i + 1} on the first instance`)
  const locked = await attempt(second, 'admin@example.com')
  t.equal(locked.statusCode, 429, 'the second instance refuses the fourth attempt')
  t.ok(Number(locked.headers['retry-after']) > 0, 'with Retry-After')
  // Many other keys cannot flush the lock (there is no LRU to evict it from).
  for (let i = 0; i < 50; i++) await attempt(second, `spray${i}@example.com`)
  t.equal((await attempt(first, 'admin@example.com')).statusCode, 429, 'still locked after a spray of other keys')
})
