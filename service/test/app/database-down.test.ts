import t from 'tap'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config/load-config.js'
import { createDb } from '../../src/db/create-db.js'
import { bearer, buildTestApp, login, TEST_JWT_SECRET } from '../helpers/app.js'

t.test('a database that does not answer: 503 with Retry-After in bounded time, health within 2 s', async (t) => {
  // A listening socket that accepts connections and never answers: what a SIGSTOPped server looks like.
  const net = await import('node:net')
  const sockets: import('node:net').Socket[] = []
  const silent = net.createServer((socket) => {
    sockets.push(socket)
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  t.teardown(() => {
    for (const s of sockets) s.destroy()
    silent.close()
  })
  const { port } = silent.address() as { port: number }

  const { app: healthy } = await buildTestApp(t, {}, { jobs: false })
  const session = await login(healthy, 'client')
  const url = `postgres://debrief:x@127.0.0.1:${port}/none`
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent', DB_QUERY_TIMEOUT_MS: '2000' })
  const db = createDb(url, { max: 2, queryTimeoutMs: 2000 })
  const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, serveUi: false, jobs: false })
  await app.ready()
  t.teardown(async () => {
    await app.close()
    await db.destroy().catch(() => {})
  })

  let started = Date.now()
  const health = await app.inject({ method: 'GET', url: '/api/health' })
  t.equal(health.statusCode, 503, 'health says the database is down')
  t.ok(Date.now() - started < 2500, `health answered in ${Date.now() - started} ms`)

  started = Date.now()
  const res = await app.inject({ method: 'GET', url: '/api/meetings', headers: bearer(session) })
  t.equal(res.statusCode, 503, 'a route answers 503')
  t.equal(res.json().code, 'DEBRIEF_DB_UNAVAILABLE')
  t.ok(Number(res.headers['retry-after']) > 0, 'with Retry-After')
  t.ok(Date.now() - started < 10_000, `in ${Date.now() - started} ms`)
})
