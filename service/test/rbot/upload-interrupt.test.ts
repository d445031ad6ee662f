import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import t, { type Test } from 'tap'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config/load-config.js'
import { freshDatabase } from '../helpers/database.js'
import { login, TEST_JWT_SECRET } from '../helpers/app.js'
import { nodeEntry } from '../helpers/node-entry.js'
import type { Db } from '../../src/db/create-db.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const ENV = { UPLOAD_STALE_SECONDS: '2' }
/** A WebM header, then enough bytes that the upload is still streaming when the process goes. */
const RECORDING = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]),
  Buffer.alloc(8 << 20, 7),
])

async function startChild(t: Test, dbUrl: string, dataDir: string) {
  const child = spawn(process.execPath, nodeEntry(path.join(here, 'fixtures/upload-service.ts')), {
    env: {
      ...process.env,
      DEBRIEF_TEST_DB_URL: dbUrl,
      DEBRIEF_TEST_DATA_DIR: dataDir,
      DEBRIEF_TEST_ENV: JSON.stringify(ENV),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString()
      const m = /port (\d+)/.exec(out)
      if (m) resolve(Number(m[1]))
    })
    child.on('exit', () => reject(new Error('the service process exited before listening')))
  })
  return { child, exited, port }
}

/** Sends the multipart head and the first megabyte of the recording, then waits: the upload is in flight. */
function startUpload(port: number, token: string) {
  const boundary = '----debrief-interrupted'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="call.webm"\r\nContent-Type: video/webm\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return new Promise<string>((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/rbot/files',
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + RECORDING.length + tail.length,
        },
      },
      (res) => {
        res.resume()
        resolve(`answered ${res.statusCode}`)
      },
    )
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message))
    req.write(head)
    req.write(RECORDING.subarray(0, 1 << 20))
  })
}

async function setUp(t: Test) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rbot-interrupt-'))
  t.teardown(() => fs.rm(dataDir, { recursive: true, force: true }))
  const { db, url } = await freshDatabase(t)
  const { child, exited, port } = await startChild(t, url, dataDir)
  // The child signs tokens with the same secret: a session from an in-process instance is valid there.
  const signer = await appOn(t, url, dataDir, db)
  const admin = await login(signer, 'admin')
  const filesDir = path.join(dataDir, 'files', admin.userData.orgId!)
  const partials = async () =>
    (await fs.readdir(filesDir).catch(() => [] as string[])).filter((n) => n.endsWith('.partial'))
  const cut = startUpload(port, admin.token)
  const until = Date.now() + 60_000
  for (;;) {
    const [part] = await partials()
    if (part && (await fs.stat(path.join(filesDir, part))).size > 0) break
    if (Date.now() > until) throw new Error('the child never started writing the upload')
    await sleep(50)
  }
  const reservations = () => db.selectFrom('rbot_upload_reservations').selectAll().execute()
  t.equal((await reservations()).length, 1, 'the upload in flight holds a reservation')
  await signer.close()
  return { db, url, dataDir, child, exited, cut, filesDir, partials, reservations }
}

async function appOn(t: Test, url: string, dataDir: string, db: Db) {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...ENV })
  const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, serveUi: false, databaseUrl: url, jobs: false })
  await app.ready()
  t.teardown(() => app.close())
  return app
}

t.test(
  'SIGTERM during a recording-bot upload: the partial file and the reservation are gone when it exits',
  async (t) => {
    const s = await setUp(t)
    s.child.kill('SIGTERM')
    await s.exited
    t.notMatch(await s.cut, /^answered 2/, `the upload did not succeed (${await s.cut})`)
    t.same(await s.partials(), [], 'no partial file left')
    t.same(await s.reservations(), [], 'no reservation left')
    t.same(await s.db.selectFrom('rbot_files').selectAll().where('name', '=', 'call.webm').execute(), [], 'no row')
  },
)

t.test(
  'kill -9 during a recording-bot upload: the next start removes the partial file and gives the quota back',
  async (t) => {
    const s = await setUp(t)
    s.child.kill('SIGKILL')
    await s.exited
    t.notMatch(await s.cut, /^answered 2/, `the upload did not succeed (${await s.cut})`)
    t.equal((await s.partials()).length, 1, 'the killed process left its partial file (no cleanup ran)')
    t.equal((await s.reservations()).length, 1, 'and its reservation')
    // Nothing writes to them any more: once stale (UPLOAD_STALE_SECONDS=2), the restarted service's start-up sweep takes them.
    await sleep(2500)
    await appOn(t, s.url, s.dataDir, s.db)
    t.same(await s.partials(), [], 'the partial file is removed at start-up')
    t.same(await s.reservations(), [], 'the reservation is released at start-up')
    t.same(await fs.readdir(s.filesDir), [], 'nothing else stored')
  },
)

t.test('a live upload is not taken for a dead one: its reservation is touched while it streams', async (t) => {
  const s = await setUp(t)
  const first = (await s.reservations())[0].touched_at
  await sleep(2500)
  const [held] = await s.reservations()
  t.ok(held && held.touched_at > first, 'touched again by its instance')
  t.equal((await s.partials()).length, 1, 'its partial file is still there')
  s.child.kill('SIGKILL')
  await s.exited
})
