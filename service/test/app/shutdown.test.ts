import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { nodeEntry } from '../helpers/node-entry.js'
import { throwawayRoot } from '../../src/db/throwaway-root.js'

const server = fileURLToPath(new URL('../../src/server.ts', import.meta.url))
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A raw socket that has sent `text` (maybe nothing) and stays open. */
function socketTo(port: number, text: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      if (text) socket.write(text)
      resolve(socket)
    })
    socket.on('error', () => {})
    socket.once('error', reject)
  })
}

t.test(
  'the embedded server restarted when it dies; SIGTERM with idle, trickling, half-sent and preconnected sockets: exit within 10 s, PostgreSQL stopped',
  { timeout: 420_000 },
  async (t) => {
    const dataDir = fs.mkdtempSync(path.join(throwawayRoot(), 'debrief-shutdown-'))
    t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }))
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
        SHUTDOWN_READINESS_DELAY_MS: '0',
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
    // The bound only catches a service that never starts: a first start creates and migrates a cluster, which on a
    // busy machine takes minutes.
    const deadline = Date.now() + 240_000
    let port = 0
    while (!port && Date.now() < deadline) {
      port = Number(/running at http:\/\/[\d.]+:(\d+)/.exec(output)?.[1] ?? 0)
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
      await sleep(100)
    }
    t.ok(port, 'started')
    const pidOf = () => Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
    const crashed = pidOf()
    t.ok(alive(crashed), 'PostgreSQL runs')

    // The embedded server dies under the service: the service starts it again and heals without a restart.
    process.kill(crashed, 'SIGKILL')
    let healed = false
    for (let i = 0; i < 600 && !healed; i++) {
      await sleep(100)
      healed = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      )
    }
    t.ok(healed, 'healthy again after the database server was killed')
    t.match(output, /exited unexpectedly/, 'with a log line')
    const postmaster = pidOf()
    t.not(postmaster, crashed, 'a new server')

    const idle = await socketTo(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n')
    const preconnected = await socketTo(port, '')
    const halfHeader = await socketTo(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ')
    const trickle = await socketTo(
      port,
      'PUT /api/meetings/00000000-0000-4000-8000-000000000000/transcript HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n',
    )
    const drip = setInterval(() => trickle.write('a'), 200)
    t.teardown(() => {
      clearInterval(drip)
      for (const s of [idle, preconnected, halfHeader, trickle]) s.destroy()
    })
    await sleep(500)

    const started = Date.now()
    child.kill('SIGTERM')
    const code = await Promise.race([exited, sleep(30_000).then(() => 'timeout' as const)])
    const took = Date.now() - started
    t.not(code, 'timeout', 'the service exits')
    t.ok(took < 10_000, `exit ${Math.round(took)} ms after SIGTERM`)
    let stopped = false
    for (let i = 0; i < 100 && !stopped; i++) {
      stopped = !alive(postmaster)
      if (!stopped) await sleep(100)
    }
    t.ok(stopped, 'no postgres process left')
    t.notOk(
      fs.existsSync(path.join(dataDir, 'debrief.pid')) &&
        alive(Number(fs.readFileSync(path.join(dataDir, 'debrief.pid'), 'utf8'))),
      'DATA_DIR released',
    )
  },
)
