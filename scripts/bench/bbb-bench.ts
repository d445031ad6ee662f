import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { buildApp } from '../../service/src/app.js'
import { loadConfig } from '../../service/src/config/load-config.js'
import { createDb } from '../../service/src/db/create-db.js'
import { prepareTemplate, startThrowawayCluster, TEMPLATE_DATABASE } from '../../service/src/db/test-clusters.js'
import { createSecretBox } from '../../service/src/lib/secret-box.js'
import { pollDueServers, secretContext } from '../../service/src/modules/bbb/poll-cycle.js'
import { startFakeBbb } from '../../service/test/helpers/fake-bbb.js'

const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789'

/**
 * BigBlueButton and file figures: one poll cycle over 100 fake servers with 20 meetings each (bounded
 * concurrency), and a 1 GB multipart upload streamed to the local store with the process's RSS growth.
 */
export async function benchBbb(): Promise<string[]> {
  const cluster = await startThrowawayCluster()
  const out: string[] = []
  try {
    await prepareTemplate(cluster)
    const url = cluster.url(TEMPLATE_DATABASE)
    const db = createDb(url, { max: 8 })
    const box = createSecretBox(SECRET)
    const fakes = await Promise.all(Array.from({ length: 100 }, () => startFakeBbb()))
    try {
      for (const [i, fake] of fakes.entries()) {
        for (let m = 0; m < 20; m++) {
          fake.addMeeting({
            meetingID: `m-${i}-${m}`,
            createTime: Date.now() - 3600_000,
            attendees: Array.from({ length: 8 }, (_, a) => ({
              userID: `u${a}`,
              fullName: `Person ${a}`,
              role: a ? 'VIEWER' : 'MODERATOR',
              hasVideo: a % 3 === 0,
            })),
          })
        }
        const { id } = await db
          .insertInto('bbb_servers')
          .values({ name: `bench-${i}`, url: fake.url, secret_sealed: '' })
          .returning('id')
          .executeTakeFirstOrThrow()
        await db
          .updateTable('bbb_servers')
          .set({ secret_sealed: box.seal(fake.secret, secretContext(id)) })
          .where('id', '=', id)
          .execute()
      }
      // The first cycle warms the JIT, the pool and the fake servers; the second is the figure.
      await pollDueServers({ db, secretBox: box, intervalSeconds: 60, allowPrivate: true })
      await db
        .updateTable('bbb_servers')
        .set({ next_poll_at: new Date(0) })
        .execute()
      const started = performance.now()
      const polled = await pollDueServers({ db, secretBox: box, intervalSeconds: 60, allowPrivate: true })
      const ms = performance.now() - started
      const online = await db
        .selectFrom('bbb_servers')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('online', '=', true)
        .executeTakeFirstOrThrow()
      out.push(
        `poll cycle: ${polled} servers × 20 meetings in ${ms.toFixed(0)} ms (target < 2000 ms), ${online.n} online`,
      )
    } finally {
      await Promise.all(fakes.map((f) => f.close()))
    }
    await db.destroy()
    out.push(await benchUpload(url))
  } finally {
    await cluster.dispose()
  }
  return out
}

/** Streams 1 GB through the upload route in this process and samples RSS while it runs. */
async function benchUpload(databaseUrl: string): Promise<string> {
  const dataDir = (await import('node:fs')).mkdtempSync('/tmp/debrief-bench-files-')
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', DATA_DIR: dataDir })
  const db = createDb(databaseUrl, { max: 4 })
  const app = await buildApp({ config, db, jwtSecret: SECRET, serveUi: false, databaseUrl, jobs: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const port = (app.server.address() as AddressInfo).port
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
    })
    const token = ((await login.json()) as { accessToken: string }).accessToken
    const total = 1024 ** 3
    const boundary = 'benchboundary'
    const chunk = Buffer.alloc(1024 * 1024, 'a')
    chunk.write('Speaker: plain text notes\n')
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      )
      for (let sent = 0; sent < total; sent += chunk.length) yield sent ? Buffer.alloc(chunk.length, 'b') : chunk
      yield Buffer.from(`\r\n--${boundary}--\r\n`)
    }
    global.gc?.()
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 50)
    const started = performance.now()
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/rbot/files',
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', reject)
      Readable.from(body()).pipe(req)
    })
    clearInterval(sampler)
    const seconds = (performance.now() - started) / 1000
    return `1 GB streamed upload: HTTP ${status} in ${seconds.toFixed(1)} s, RSS growth ${((peak - before) / 1024 ** 2).toFixed(1)} MB (target < 50 MB)`
  } finally {
    await app.close()
    await db.destroy()
    ;(await import('node:fs')).rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) for (const line of await benchBbb()) console.log(line)
