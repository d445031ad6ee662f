import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface ServiceProcess {
  url: string
  child: ChildProcess
  stop(): Promise<void>
  output(): string
}

export interface ServiceOptions {
  /**
   * Run the compiled service (service/dist, from `npm run build -w service`) instead of the sources
   * through the tsx loader: what production runs, so what a benchmark should measure.
   */
  compiled?: boolean
  /** Extra Node.js flags, e.g. `--cpu-prof`. */
  nodeArgs?: string[]
}

export const COMPILED_SERVER = path.join(root, 'service/dist/src/server.js')

/** Starts the real service (embedded PostgreSQL in a temp DATA_DIR, demo data) on a free port; `stop` sends SIGTERM and cleans up. */
export async function startService(env: NodeJS.ProcessEnv = {}, options: ServiceOptions = {}): Promise<ServiceProcess> {
  if (options.compiled && !fs.existsSync(COMPILED_SERVER))
    throw new Error(`${COMPILED_SERVER} is missing: run "npm run build -w service" first`)
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-svc-'))
  const entry = options.compiled ? [COMPILED_SERVER] : ['--import', 'tsx', path.join(root, 'service/src/server.ts')]
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: root,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const deadline = Date.now() + 120_000
  let url = ''
  while (!url) {
    const match = /running at (http:\/\/[\d.:[\]]+)/.exec(output)
    if (match) url = match[1]
    else if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the service did not start:\n${output}`)
    else await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      child.kill('SIGTERM')
      await exited
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
