import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import t from 'tap'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config/load-config.js'
import { createDb } from '../../src/db/create-db.js'
import { buildTestApp, TEST_JWT_SECRET } from '../helpers/app.js'
import { freshDatabase } from '../helpers/database.js'
import { nodeEntry } from '../helpers/node-entry.js'
import { throwawayRoot } from '../../src/db/throwaway-root.js'

const server = fileURLToPath(new URL('../../src/server.ts', import.meta.url))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

t.test('liveness answers without the database; readiness needs the database, every migration, no drain', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const live = await app.inject({ method: 'GET', url: '/api/health/live' })
  t.equal(live.statusCode, 200)
  t.same(live.json(), { status: 'ok' })
  const ready = await app.inject({ method: 'GET', url: '/api/health/ready' })
  t.equal(ready.statusCode, 200)
  t.same(ready.json(), { status: 'ready', db: 'up', migrations: 'done', draining: false })
  t.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200, 'the old probe as before')

  app.lifecycle.draining = true
  const draining = await app.inject({ method: 'GET', url: '/api/health/ready' })
  t.equal(draining.statusCode, 503, 'draining: not ready')
  t.same(draining.json(), { status: 'not-ready', db: 'up', migrations: 'done', draining: true })
  t.equal((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode, 200, 'but alive')

  // A migration this code knows that the database lacks (a rolled-back or half-finished deploy).
  const { app: behind, dbUrl } = await buildTestApp(t, {}, { jobs: false })
  const client = new pg.Client({ connectionString: dbUrl })
  await client.connect()
  await client.query(`delete from kysely_migration where name = '0001-accounts'`)
  await client.end()
  const pending = await behind.inject({ method: 'GET', url: '/api/health/ready' })
  t.equal(pending.statusCode, 503, 'a pending migration: not ready')
  t.equal(pending.json().migrations, 'pending')
})

t.test('a database that does not answer: readiness 503 within 2 s, liveness 200', async (t) => {
  const net = await import('node:net')
  const sockets: import('node:net').Socket[] = []
  const silent = net.createServer((socket) => void sockets.push(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  t.teardown(() => {
    for (const s of sockets) s.destroy()
    silent.close()
  })
  const url = `postgres://debrief:x@127.0.0.1:${(silent.address() as { port: number }).port}/none`
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent', DB_QUERY_TIMEOUT_MS: '2000' })
  const db = createDb(url, { max: 2, queryTimeoutMs: 2000 })
  const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, serveUi: false, jobs: false })
  await app.ready()
  t.teardown(async () => {
    await app.close()
    await db.destroy().catch(() => {})
  })
  const started = Date.now()
  const ready = await app.inject({ method: 'GET', url: '/api/health/ready' })
  t.equal(ready.statusCode, 503)
  t.same(ready.json(), { status: 'not-ready', db: 'down', migrations: 'unknown', draining: false })
  t.ok(Date.now() - started < 2500, `in ${Date.now() - started} ms`)
  const live = await app.inject({ method: 'GET', url: '/api/health/live' })
  t.equal(live.statusCode, 200, 'a database blip restarts nothing')
})

t.test(
  'SIGTERM: readiness fails at once while requests are still served for SHUTDOWN_READINESS_DELAY_MS, then the drain',
  { timeout: 120_000 },
  async (t) => {
    const { url } = await freshDatabase(t)
    const dataDir = fs.mkdtempSync(path.join(throwawayRoot(), 'debrief-ready-'))
    t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }))
    // Long enough that a busy machine's slow probes and sign-in (seconds each under load) still fall inside it.
    const delay = 10_000
    const child = spawn(process.execPath, nodeEntry(server), {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        PORT: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        DEMO_DATA: 'false',
        SHUTDOWN_READINESS_DELAY_MS: String(delay),
        SHUTDOWN_GRACE_MS: '2000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    t.teardown(() => {
      if (child.exitCode === null) child.kill('SIGKILL')
    })
    let output = ''
    child.stdout!.on('data', (d) => (output += d))
    child.stderr!.on('data', (d) => (output += d))
    const exited = new Promise<number>((resolve) => child.on('exit', () => resolve(Date.now())))
    let port = 0
    for (const deadline = Date.now() + 90_000; !port && Date.now() < deadline; await sleep(100)) {
      port = Number(/running at http:\/\/[\d.]+:(\d+)/.exec(output)?.[1] ?? 0)
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    }
    t.ok(port, 'started')
    const base = `http://127.0.0.1:${port}`
    const status = (p: string, init?: RequestInit) => fetch(base + p, init).then((r) => r.status)
    let ready = 0
    // A load balancer polls: the first probe of a busy start may take longer than the probe's 1.5 s.
    for (const deadline = Date.now() + 30_000; ready !== 200 && Date.now() < deadline; await sleep(200))
      ready = await status('/api/health/ready')
    t.equal(ready, 200, 'ready before the signal')

    const signalled = Date.now()
    child.kill('SIGTERM')
    let notReadyAt = 0
    while (!notReadyAt && Date.now() - signalled < delay) {
      if ((await status('/api/health/ready')) === 503) notReadyAt = Date.now()
      else await sleep(50)
    }
    t.ok(notReadyAt, `readiness failed ${notReadyAt - signalled} ms after SIGTERM`)
    const body = await fetch(`${base}/api/health/ready`).then((r) => r.json())
    t.same(body, { status: 'not-ready', db: 'up', migrations: 'done', draining: true })
    t.equal(await status('/api/health/live'), 200, 'still alive')
    const loginSent = Date.now()
    const login = await status('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
    })
    t.equal(login, 201, 'a real request is still served while not ready')
    t.ok(loginSent - signalled < delay, `sent ${loginSent - signalled} ms after SIGTERM, within the readiness delay`)
    const exitAt = await Promise.race([exited, sleep(30_000).then(() => 0)])
    t.ok(exitAt, 'then it drains and exits')
    t.ok(exitAt - signalled >= delay, `exit ${exitAt - signalled} ms after SIGTERM, after the ${delay} ms delay`)
  },
)
