import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * `npx tsx scripts/bench/time-to-healthy.ts [server.js …]`: how long `npm start` takes on an existing data folder,
 * from starting the compiled service to its first `/api/health` 200, and the CPU seconds it used until then (which a
 * busy machine does not stretch). One data folder is made by a first, unmeasured start (it creates, migrates and
 * seeds the cluster); then each server given (this checkout's service/dist by default; another checkout's to
 * compare) starts on it in turn, `ROUNDS=5` times. Prints the median of each.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const servers = process.argv.slice(2).length
  ? process.argv.slice(2).map((s) => path.resolve(s))
  : [path.join(root, 'service/dist/src/server.js')]
const rounds = Number(process.env.ROUNDS ?? 5)
const TICK = Number(process.env.CLK_TCK ?? 100) // clock ticks per second in /proc/<pid>/stat

/** utime + stime of a live process, in seconds (Linux). */
const cpuOf = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICK
}

async function startOnce(server: string, dataDir: string): Promise<{ seconds: number; cpu: number }> {
  const started = performance.now()
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  try {
    // The port is known once the service prints it; health is polled from then on.
    let url = ''
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the service exited:\n${output}`)
      url ||= /running at (http:\/\/[\d.:]+)/.exec(output)?.[1] ?? ''
      if (
        url &&
        (await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        ))
      )
        break
      await new Promise((r) => setTimeout(r, 20))
    }
    return { seconds: (performance.now() - started) / 1000, cpu: cpuOf(child.pid!) }
  } finally {
    child.kill('SIGTERM')
    await exited
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-start-'))
try {
  await startOnce(servers[0], dataDir)
  const measured = servers.map(() => ({ seconds: [] as number[], cpu: [] as number[] }))
  for (let round = 0; round < rounds; round++)
    for (const [i, server] of servers.entries()) {
      const { seconds, cpu } = await startOnce(server, dataDir)
      measured[i].seconds.push(seconds)
      measured[i].cpu.push(cpu)
    }
  for (const [i, server] of servers.entries())
    console.log(
      `${server}: healthy after ${median(measured[i].seconds).toFixed(2)} s (median of ${rounds}), ` +
        `${median(measured[i].cpu).toFixed(2)} CPU-s of the service process; ` +
        `each: ${measured[i].seconds.map((s) => s.toFixed(1)).join(', ')} s`,
    )
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
