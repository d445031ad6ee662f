import t from 'tap'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config/load-config.js'
import { buildTestApp, TEST_JWT_SECRET } from '../helpers/app.js'
import { BBB_ENV } from './helpers.js'

t.test('the guest-entry limit is counted in PostgreSQL: two instances share one budget per address', async (t) => {
  const { app: first, db, dbUrl } = await buildTestApp(t, BBB_ENV, { jobs: false })
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: dbUrl, LOG_LEVEL: 'silent', ...BBB_ENV })
  const second = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, serveUi: false, jobs: false })
  await second.ready()
  t.teardown(() => second.close())
  const token = 'x'.repeat(43)
  const ask = (app: typeof first, i: number) =>
    i % 2
      ? app.inject({ method: 'GET', url: `/api/bbb/guest/${token}`, remoteAddress: '198.51.100.7' })
      : app.inject({
          method: 'POST',
          url: `/api/bbb/guest/${token}/join`,
          remoteAddress: '198.51.100.7',
          payload: { name: 'Guest' },
        })
  const codes: number[] = []
  // 20 a minute per address: 10 on each instance use it up.
  for (let i = 0; i < 10; i++) codes.push((await ask(first, i)).statusCode, (await ask(second, i)).statusCode)
  t.ok(
    codes.every((c) => c === 404),
    `the first 20 attempts are answered (${[...new Set(codes)].join(',')})`,
  )
  const over = await ask(first, 1)
  t.equal(over.statusCode, 429, 'the 21st, on either instance, is refused')
  t.ok(Number(over.headers['retry-after']) > 0, 'with Retry-After')
  t.equal((await ask(second, 0)).statusCode, 429)
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('hits')
    .where('key', 'like', '%bbb-guest-ip:198.51.100.7%')
    .executeTakeFirst()
  t.ok(row && row.hits >= 21, 'one counter row shared by both instances')
  t.equal(
    (await first.inject({ method: 'GET', url: `/api/bbb/guest/${token}`, remoteAddress: '198.51.100.8' })).statusCode,
    404,
    'another address has its own budget',
  )
})
