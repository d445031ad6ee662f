import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { nodeEntry } from '../helpers/node-entry.js'
import { throwawayRoot } from '../../src/db/throwaway-root.js'

const server = fileURLToPath(new URL('../../src/server.ts', import.meta.url))

interface Running {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

function start(dataDir: string): Running {
  const child = spawn(process.execPath, nodeEntry(server), {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  // 'close', not 'exit': the process can end before its last output is read, which a test then matches.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

// The bound only catches a service that never starts: a first start creates, migrates and seeds a cluster, which on
// a busy machine takes minutes.
async function address(run: Running, timeoutMs = 180_000): Promise<string> {
  return (await printed(run, /running at (http:\/\/[\d.:]+)/, timeoutMs))[1]!
}

/** Waits until the output shows `pattern`: the server prints its lines one write at a time. */
async function printed(run: Running, pattern: RegExp, timeoutMs = 180_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const match = pattern.exec(run.output())
    if (match) return match
    if (run.child.exitCode !== null) throw new Error(`server exited early:\n${run.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server did not print ${pattern}:\n${run.output()}`)
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const postmasterPid = (dataDir: string) =>
  Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])

t.test('one service per DATA_DIR; recovery after kill -9; clean stop on SIGTERM', { timeout: 400_000 }, async (t) => {
  const dataDir = fs.mkdtempSync(path.join(throwawayRoot(), 'debrief-life-'))
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  const first = start(dataDir)
  t.teardown(() => first.child.kill('SIGKILL'))
  const url = await address(first)
  // The demo accounts follow the address line, in writes of their own: on a busy machine they arrive a moment later.
  t.ok(await printed(first, /admin@example\.com\s+demo-admin\s+admin/), 'prints the demo accounts')

  const second = start(dataDir)
  t.equal(await second.exited, 1, 'a second start on the same DATA_DIR fails')
  t.match(second.output(), /already running on DATA_DIR/)

  const register = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Kept Across Crashes', email: 'kept@example.org', password: 'survives kill -9' }),
  })
  t.equal(register.status, 201)

  const orphan = postmasterPid(dataDir)
  first.child.kill('SIGKILL')
  await first.exited
  t.ok(alive(orphan), 'kill -9 leaves the database server running')

  const third = start(dataDir)
  const url3 = await address(third)
  t.notOk(alive(orphan), 'the orphaned server was stopped')
  const login = await fetch(`${url3}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'kept@example.org', password: 'survives kill -9' }),
  })
  t.equal(login.status, 201, 'data written before the crash is still there')

  const pid = postmasterPid(dataDir)
  third.child.kill('SIGTERM')
  t.equal(await third.exited, 0, 'SIGTERM exits cleanly')
  t.notOk(alive(pid), 'and stops the database')
  t.notOk(fs.existsSync(path.join(dataDir, 'debrief.pid')), 'and releases DATA_DIR')
})
