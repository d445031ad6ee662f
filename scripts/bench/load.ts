import { spawn, type ChildProcess } from 'node:child_process'
import autocannon from 'autocannon'

export interface LoadFigures {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

// Seconds of unmeasured load before each measurement, for the service and the references alike, so the
// figures describe the warm path (JIT-compiled code, open pool connections, prepared statements) and not
// the first requests after start-up. BENCH_WARMUP=0 measures from the first request.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 1)

export async function load(
  url: string,
  connections: number,
  durationSeconds: number,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  if (WARMUP_SECONDS > 0) await autocannon({ url, connections, duration: WARMUP_SECONDS, headers, pipelining: 1 })
  const result = await autocannon({ url, connections, duration: durationSeconds, headers, pipelining: 1 })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/** Each figure's median over several rounds (rps, p50 and p99 separately); errors add up. */
export function medianOf(rounds: LoadFigures[]): LoadFigures {
  const median = (pick: (f: LoadFigures) => number) => {
    const sorted = rounds.map(pick).sort((a, b) => a - b)
    const mid = sorted.length >> 1
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }
  const sum = (pick: (f: LoadFigures) => number) => rounds.reduce((total, f) => total + pick(f), 0)
  return {
    rps: median((f) => f.rps),
    p50: median((f) => f.p50),
    p99: median((f) => f.p99),
    errors: sum((f) => f.errors),
    non2xx: sum((f) => f.non2xx),
  }
}

/** Peak resident memory (VmHWM) of a process, in MiB. */
export async function peakRssMiB(pid: number): Promise<number> {
  const fs = await import('node:fs')
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

export async function startReference(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  nodeArgs: string[] = [],
): Promise<{ port: number; child: ChildProcess; stop(): void }> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', new URL('./reference-server.ts', import.meta.url).pathname, ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d) => {
      out += d
      const m = /reference ready (\d+)/.exec(out)
      if (m) resolve(Number(m[1]))
    })
    child.on('exit', (code) => reject(new Error(`reference server exited (${code})`)))
  })
  return { port, child, stop: () => child.kill('SIGTERM') }
}

export const fmt = (f: LoadFigures) =>
  `${Math.round(f.rps).toString().padStart(6)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(3)} ms${f.errors || f.non2xx ? `  (${f.errors} errors, ${f.non2xx} non-2xx)` : ''}`

/**
 * The address of the embedded server in `dataDir` as the service itself uses it: its password is in
 * secrets.json; its port and Unix-socket folder are lines 4 and 5 of postmaster.pid. The reference
 * endpoints connect the same way, so both sides pay the same transport.
 */
export async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))
  const [, , , port, socketDir] = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')
  const host = socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''
  return `postgres://postgres:${encodeURIComponent(secrets.databasePassword)}@127.0.0.1:${port}/debrief${host}`
}

/**
 * Waits until a process has used under 5% of a core for 2 s in a row (at most `limitMs`). A service started with
 * demo data analyses its demo meetings on its own thread for the first half-minute or so; measured meanwhile, its
 * lists would be charged for those analyses (event-loop stalls in p99, CPU in the per-request figures).
 */
export async function settled(pid: number, limitMs = 120_000): Promise<void> {
  const fs = await import('node:fs')
  const cpuMs = () => {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  }
  const deadline = Date.now() + limitMs
  let quiet = 0
  let last = cpuMs()
  while (quiet < 4 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const now = cpuMs()
    quiet = now - last <= 25 ? quiet + 1 : 0
    last = now
  }
}
