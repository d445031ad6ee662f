import fs from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { createDb, type Db } from './create-db.js'
import { ensureDatabase, initCluster, startCluster, type RunningCluster } from './embedded-cluster.js'
import { migrateToLatest } from './migrate.js'
import { embeddedBinaries, systemBinaries } from './postgres-binaries.js'
import { throwawayRoot } from './throwaway-root.js'
import type { JobContext } from '../plugins/jobs/job-module.js'
import type { EngineName } from '../modules/analysis/index.js'

/** The demo after its first worker's work: what an app with workers sees a moment after it starts (the default). */
export const TEMPLATE_DATABASE = 'debrief_template'
/** The demo as seeded, its first analyses still queued: what an app without workers sees for good. */
export const SEEDED_TEMPLATE_DATABASE = 'debrief_template_seeded'
export const POSTGRES_15_BIN = '/usr/lib/postgresql/15/bin'

export interface ThrowawayCluster extends RunningCluster {
  dir: string
  dispose(): Promise<void>
}

/**
 * A cluster in a fresh folder (`throwawayRoot()`) on a free loopback port, for tests and benchmarks: the embedded
 * binaries, or a system installation's (e.g. Debian's PostgreSQL 15). `dispose` stops it and removes the folder.
 */
export async function startThrowawayCluster(binDir?: string): Promise<ThrowawayCluster> {
  const dir = fs.mkdtempSync(path.join(throwawayRoot(), 'debrief-pg-'))
  const options = {
    binaries: binDir ? systemBinaries(binDir) : await embeddedBinaries(),
    dataDir: path.join(dir, 'data'),
    password: 'throwaway-' + path.basename(dir),
    // Thrown away after the run, never recovered after a crash: no waiting for the disk at each commit (about
    // 15 ms on a busy machine's disk, and tests commit a lot).
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  }
  try {
    await initCluster(options)
    const cluster = await startCluster(options)
    return {
      ...cluster,
      dir,
      async dispose() {
        await cluster.stop()
        fs.rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

/**
 * The migrated, demo-seeded databases that each test copies (CREATE DATABASE … TEMPLATE: milliseconds): the seeded
 * one, and the default one where the demo's queued analyses have then run.
 */
export async function prepareTemplate(cluster: { url(db: string): string }, seed = true): Promise<void> {
  await ensureDatabase(cluster.url('postgres'), TEMPLATE_DATABASE)
  const db = createDb(cluster.url(TEMPLATE_DATABASE), { max: 2 })
  try {
    await migrateToLatest(db)
    // Loaded here, not at the top: every test process imports this module, and only the one preparing a cluster
    // seeds (the seeder pulls in the sandbox's sample data and faker).
    if (seed) await (await import('../seed/seed-demo.js')).seedDemoData(db)
  } finally {
    await db.destroy()
  }
  await installJobQueue(cluster.url(TEMPLATE_DATABASE))
  if (!seed) return
  await ensureDatabase(cluster.url('postgres'), SEEDED_TEMPLATE_DATABASE, TEMPLATE_DATABASE, 'FILE_COPY')
  const settled = createDb(cluster.url(TEMPLATE_DATABASE), { max: 2 })
  try {
    await runQueuedAnalyses(settled)
  } finally {
    await settled.destroy()
  }
}

/**
 * The demo leaves one analysis per organization queued for the first worker to take (seed/product/demo-plan.ts). In
 * the default template they run now, once, as that first worker would: otherwise every test app with workers ran
 * both again in its copy a moment after it started (the built-in engine on two transcripts and their reports'
 * writes: a fifth of a short test file's CPU, and the server's share besides), whatever the test was about. An app
 * without workers never runs them: its tests get the seeded template (test/helpers/app.ts), where they wait.
 */
async function runQueuedAnalyses(db: Db): Promise<void> {
  const [{ runAnalysis, getEngine }, { loadConfig }] = await Promise.all([
    import('../modules/analysis/index.js'),
    import('../config/load-config.js'),
  ])
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
  const quiet: FastifyBaseLogger = new Proxy({} as FastifyBaseLogger, {
    get: (_, name) => (name === 'child' ? () => quiet : name === 'level' ? 'silent' : () => undefined),
  })
  const deps = { db, engineFor: (name: EngineName) => getEngine(name, config), heartbeatMs: 10_000, log: quiet }
  for (const { id } of await queuedAnalyses(db)) await runAnalysis(deps, id, { retryCount: 0, retryLimit: 0 })
}

const queuedAnalyses = (db: Db) =>
  db.selectFrom('analyses').select('id').where('status', '=', 'queued').where('boss_job_id', 'is', null).execute()

/**
 * pg-boss's schema and the queues of every module (as an app with workers and the test configuration makes them),
 * made once in the template: each test app's first start made them again in its fresh copy, about 0.25 CPU-s of the
 * server's time (9 queues, each a partition with its indexes and constraints: DDL), 300-odd apps a run. An app still
 * creates what it needs and gives each queue its own settings' options (`ensureQueue`), as in any existing database.
 */
async function installJobQueue(url: string): Promise<void> {
  const [{ default: PgBoss }, { BOSS_SCHEMA, ensureQueue }, { jobModules }, { resolveJobSettings }, { loadConfig }] =
    await Promise.all([
      import('pg-boss'),
      import('../plugins/jobs/start-jobs.js'),
      import('../modules/jobs.js'),
      import('../plugins/jobs/job-settings.js'),
      import('../config/load-config.js'),
    ])
  const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, supervise: false, schedule: false, max: 1 })
  boss.on('error', () => {})
  await boss.start()
  try {
    // Only the definitions are read: nothing here runs a handler or a module's start.
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent' })
    const context = { app: { config }, settings: resolveJobSettings(true), boss } as unknown as JobContext
    for (const module of jobModules) for (const queue of module.queues(context)) await ensureQueue(boss, queue)
  } finally {
    await boss.stop({ graceful: false, wait: true, timeout: 1000 })
  }
}
