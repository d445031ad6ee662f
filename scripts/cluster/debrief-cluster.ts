import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import S3rver from 's3rver'
import { startRoundRobinProxy } from './round-robin-proxy.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const serverTs = path.join(root, 'service/src/server.ts')
// The sources through tsx; in `npm test`'s compiled mirror (scripts/lib/compile-service.ts) the .js beside them.
const serverEntry = fs.existsSync(serverTs) ? ['--import', 'tsx', serverTs] : [serverTs.replace(/\.ts$/, '.js')]

export const S3_BUCKET = 'debrief'

export interface DebriefInstance {
  url: string
  child: ChildProcess
  output(): string
}

export interface DebriefCluster {
  /** The proxy: what users and the smoke test talk to. */
  url: string
  instances: DebriefInstance[]
  /** The local S3 server's folder (the bucket's objects are files under `<dir>/<bucket>/`). */
  s3Directory: string
  stop(): Promise<void>
}

export interface ClusterOptions {
  /** An external PostgreSQL database, migrated (the instances migrate too; Kysely's lock makes that safe). */
  databaseUrl: string
  instances?: number
  /** The proxy's port (0: a free one). */
  port?: number
  /** Extra environment for every instance. */
  env?: NodeJS.ProcessEnv
  startSeconds?: number
}

async function startInstance(env: NodeJS.ProcessEnv, startSeconds: number): Promise<DebriefInstance> {
  const child = spawn(process.execPath, serverEntry, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  // Whatever way this process ends, the instance does not outlive it.
  const orphaned = () => child.kill('SIGKILL')
  process.once('exit', orphaned)
  child.once('exit', () => process.off('exit', orphaned))
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const deadline = Date.now() + startSeconds * 1000
  for (;;) {
    const match = /running at (http:\/\/[\d.:[\]]+)/.exec(output)
    if (match) return { url: match[1], child, output: () => output }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`a Debrief instance did not start:\n${output.split('\n').slice(-30).join('\n')}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function stopInstance(instance: DebriefInstance): Promise<void> {
  if (instance.child.exitCode !== null) return
  const exited = new Promise((resolve) => instance.child.once('exit', resolve))
  instance.child.kill('SIGTERM')
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 30_000)
  await exited
  clearTimeout(timer)
}

/**
 * Several Debrief instances on one external PostgreSQL database and one local S3 server (s3rver), behind a
 * round-robin proxy: the multi-instance setup of deploy/compose.yaml, without Docker. The instances share the JWT
 * secret (a token signed by one is accepted by the others), the bucket and the database; each has its own DATA_DIR
 * and runs job workers and schedules, as production instances do.
 */
export async function startDebriefCluster(options: ClusterOptions): Promise<DebriefCluster> {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-multi-'))
  const s3Directory = path.join(temp, 's3')
  const cleanups: Array<() => Promise<void> | void> = [() => fs.rmSync(temp, { recursive: true, force: true })]
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  }
  try {
    fs.mkdirSync(s3Directory)
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Directory,
      configureBuckets: [{ name: S3_BUCKET, configs: [] }],
    })
    const s3Port = ((await s3.run()) as AddressInfo).port
    cleanups.push(() => s3.close())

    const jwtSecret = randomBytes(32).toString('hex')
    const count = options.instances ?? 2
    const instances: DebriefInstance[] = []
    cleanups.push(() => Promise.all(instances.map(stopInstance)).then(() => {}))
    // Started together, as an orchestrator does: both migrate (Kysely's lock) and create the job queue's tables
    // and schedules (a lost race is retried) at once.
    const starting = Array.from({ length: count }, (_, i) => {
      const dataDir = path.join(temp, `instance-${i}`)
      fs.mkdirSync(dataDir)
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl,
        DEMO_DATA: 'false',
        JWT_SECRET: jwtSecret,
        TRUST_PROXY: 'loopback',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_BUCKET,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        SHUTDOWN_READINESS_DELAY_MS: '0',
        ...options.env,
      }
      return startInstance(env, options.startSeconds ?? 120).then((instance) => void instances.push(instance))
    })
    const results = await Promise.allSettled(starting)
    const failed = results.find((r) => r.status === 'rejected')
    if (failed) throw (failed as PromiseRejectedResult).reason
    const proxy = await startRoundRobinProxy(
      instances.map((i) => i.url),
      options.port,
    )
    cleanups.push(() => proxy.close())
    return { url: proxy.url, instances, s3Directory, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
