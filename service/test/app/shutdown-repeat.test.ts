import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { nodeEntry } from '../helpers/node-entry.js'
import { throwawayRoot } from '../../src/db/throwaway-root.js'

const server = fileURLToPath(new URL('../../src/server.ts', import.meta.url))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const ROUNDS = Number(process.env.SHUTDOWN_ROUNDS ?? 5)

/**
 * The issue saw two services in about 25 stops keep running after SIGTERM (port closed, PostgreSQL still up). Every
 * step of the shutdown is now bounded: this starts the service on one DATA_DIR, puts it under load (parallel
 * requests, a sign-in, a trickling upload) and sends SIGTERM, ROUNDS times; each exit must come within 10 s and
 * leave no PostgreSQL behind.
 */
t.test(
  `start, load and SIGTERM ${ROUNDS} times: each exit within 10 s, no PostgreSQL left`,
  { timeout: 600_000 },
  async (t) => {
    const dataDir = fs.mkdtempSync(path.join(throwawayRoot(), 'debrief-stops-'))
    t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }))
    for (let round = 1; round <= ROUNDS; round++) {
      const child = spawn(process.execPath, nodeEntry(server), {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: '0',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'development',
          DATABASE_URL: '',
          DEMO_DATA: 'false',
          SHUTDOWN_GRACE_MS: '3000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      t.teardown(() => {
        if (child.exitCode === null) child.kill('SIGKILL')
      })
      let output = ''
      child.stdout!.on('data', (d) => (output += d))
      child.stderr!.on('data', (d) => (output += d))
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
      let port = 0
      for (const until = Date.now() + 120_000; !port && Date.now() < until; await sleep(100)) {
        port = Number(/running at http:\/\/[\d.]+:(\d+)/.exec(output)?.[1] ?? 0)
        if (child.exitCode !== null) throw new Error(`round ${round}: the service exited early:\n${output}`)
      }
      t.ok(port, `round ${round}: started`)
      const postmaster = Number(
        fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      )
      const base = `http://127.0.0.1:${port}`

      // Load until the process is gone: health checks, sign-ins (a password hash and database writes each), listings.
      let stop = false
      let answered = 0
      const worker = async (i: number) => {
        while (!stop) {
          const r = await (
            i % 3 === 0
              ? fetch(`${base}/api/auth/login`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ email: `load${i}@example.com`, password: 'not-the-password-1' }),
                })
              : fetch(`${base}/api/${i % 3 === 1 ? 'health' : 'meetings'}`)
          ).then(
            (res) => res.arrayBuffer().then(() => true),
            () => false,
          )
          if (r) answered++
          else await sleep(50)
        }
      }
      const load = Promise.all(Array.from({ length: 8 }, (_, i) => worker(i)))
      const trickle = fetch(`${base}/api/rbot/files`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: new ReadableStream({
          async pull(c) {
            await sleep(200)
            c.enqueue(new TextEncoder().encode('-'))
          },
        }),
        duplex: 'half',
      } as RequestInit).catch(() => null)
      await sleep(1500)

      const started = Date.now()
      child.kill('SIGTERM')
      const code = await Promise.race([exited, sleep(30_000).then(() => 'hung' as const)])
      const took = Date.now() - started
      stop = true
      await load
      void trickle
      t.not(code, 'hung', `round ${round}: the service exits`)
      t.ok(took < 10_000, `round ${round}: exit ${took} ms after SIGTERM (${answered} answers under load)`)
      let gone = false
      for (let i = 0; i < 50 && !gone; i++) {
        gone = !alive(postmaster)
        if (!gone) await sleep(100)
      }
      t.ok(gone, `round ${round}: no PostgreSQL left`)
      if (code === 'hung') {
        child.kill('SIGKILL')
        t.comment(output.slice(-2000))
        break
      }
    }
  },
)
