import os from 'node:os'
import path from 'node:path'
import t from 'tap'
import { ConfigError, defaultPoolSize, loadConfig } from '../../src/config/load-config.js'

t.test('defaults', async (t) => {
  const c = loadConfig({})
  t.equal(c.PORT, 3000)
  t.equal(c.HOST, '127.0.0.1')
  t.equal(c.DATA_DIR, path.resolve('./data'))
  t.equal(c.embedded, true)
  t.equal(c.DEMO_DATA, true, 'demo data on in embedded mode')
  t.equal(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).DEMO_DATA, false, 'off with an external database')
  t.equal(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).DEMO_DATA, false, 'off in production')
  t.same(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins, [
    'https://a.example',
    'https://b.example',
  ])
})

t.test('a bad value names the variable', async (t) => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DEMO_DATA: 'maybe' }, /DEMO_DATA/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required/],
  ]
  for (const [env, message] of cases)
    t.throws(() => loadConfig(env), { constructor: ConfigError, message }, JSON.stringify(env))
})

t.test('numbers and booleans are read by their schema type, every one of them', async (t) => {
  const config = loadConfig({
    DB_POOL_MAX: '6',
    DB_PREPARED_STATEMENTS: 'false',
    MAINTENANCE_MODE: 'yes',
    PORT: '3001',
  })
  t.equal(config.DB_POOL_MAX, 6)
  t.equal(config.DB_PREPARED_STATEMENTS, false, 'DB_PREPARED_STATEMENTS=false turns prepared statements off')
  t.equal(config.MAINTENANCE_MODE, true)
  t.equal(loadConfig({}).DB_PREPARED_STATEMENTS, true, 'on by default')
  t.throws(() => loadConfig({ DB_POOL_MAX: 'many' }), /DB_POOL_MAX/)
})

t.test('the pool size defaults to twice the cores, at least 4', async (t) => {
  t.equal(defaultPoolSize(1), 4)
  t.equal(defaultPoolSize(2), 4)
  t.equal(defaultPoolSize(8), 16)
  t.equal(loadConfig({}).DB_POOL_MAX, defaultPoolSize(os.availableParallelism()))
})
