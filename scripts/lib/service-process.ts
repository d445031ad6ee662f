import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { throwawayRoot } from '../../service/src/db/throwaway-root.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface ServiceProcess {
  url: string
  child: ChildProcess
  stop(): Promise<void>
  output(): string
  /** How the process ended ("exit code 1", "signal SIGKILL"), or undefined while it runs. */
  ended(): string | undefined
  /** The last lines it printed (stdout and stderr). */
  tail(lines?: number): string
}

export interface ServiceOptions {
  /**
   * Run the compiled service (service/dist, from `npm run build -w service`) instead of the sources
   * through the tsx loader: what production runs, so what a benchmark should measure.
   */
  compiled?: boolean
  /** Extra Node.js flags, e.g. `--cpu-prof`. */
  nodeArgs?: string[]
  /** Another checkout whose service to run (its `service/src/server.ts`); this one by default. */
  checkout?: string
  /** Seconds to wait for "running at" (a first start migrates and seeds; minutes on a busy machine). */
  startSeconds?: number
}

export const COMPILED_SERVER = path.join(root, 'service/dist/src/server.js')

/**
 * Starts the real service (embedded PostgreSQL in a temp DATA_DIR, demo data) on a free port, or the PORT given;
 * `stop` sends SIGTERM and cleans up.
 */
export async function startService(env: NodeJS.ProcessEnv = {}, options: ServiceOptions = {}): Promise<ServiceProcess> {
  if (options.compiled && !fs.existsSync(COMPILED_SERVER))
    throw new Error(`${COMPILED_SERVER} is missing: run "npm run build -w service" first`)
  const checkout = options.checkout ?? root
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(throwawayRoot(), 'debrief-svc-'))
  const source = path.join(checkout, 'service/src/server.ts')
  // In npm test's compiled mirror (scripts/lib/compile-service.ts) the sources are JavaScript already: no loader.
  const entry = options.compiled
    ? [COMPILED_SERVER]
    : fs.existsSync(source)
      ? ['--import', 'tsx', source]
      : [source.replace(/\.ts$/, '.js')]
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SHUTDOWN_READINESS_DELAY_MS: '0',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  let ending: string | undefined
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      ending = signal ? `signal ${signal}` : `exit code ${code}`
      resolve()
    }),
  )
  const tail = (lines = 30) => output.trimEnd().split('\n').slice(-lines).join('\n')
  const deadline = Date.now() + (options.startSeconds ?? 120) * 1000
  let url = ''
  while (!url) {
    const match = /running at (http:\/\/[\d.:[\]]+)/.exec(output)
    if (match) url = match[1]
    else if (ending || Date.now() > deadline) {
      const why = ending ?? 'no answer in time'
      if (!ending) {
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
        child.kill('SIGKILL')
      }
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true })
      throw new Error(`the service did not start (${why}):\n${tail()}`)
    } else await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    child,
    output: () => output,
    ended: () => ending,
    tail,
    async stop() {
      if (!ending) {
        child.kill('SIGTERM')
        await exited
      }
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
