import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { buildApp } from '../../service/src/app.js'
import { loadConfig } from '../../service/src/config/load-config.js'
import { createDb } from '../../service/src/db/create-db.js'
import { ensureDatabase } from '../../service/src/db/embedded-cluster.js'
import { TEMPLATE_DATABASE } from '../../service/src/db/test-clusters.js'

/**
 * `TEST_CLUSTER_URL=… npx tsx scripts/bench/app-build-figures.ts`: what one test's app costs, as a test builds it
 * (a fresh copy of the template database, `buildApp` + `ready`, then `close`), with workers (the tests' fast job
 * settings) and without (`jobs: false`): build time (wall and this process's CPU) and close time, and the connections the app holds on its database
 * once ready, by application name (sampled for 3 s; the most seen at once). ROUNDS=n (default 6), median shown.
 */
const base = process.env.TEST_CLUSTER_URL
if (!base) throw new Error('start `npx tsx scripts/test-cluster.ts` and export TEST_CLUSTER_URL')
const rounds = Number(process.env.ROUNDS ?? 6)
const FAST_JOBS = {
  heartbeatSeconds: 1,
  staleAfterSeconds: 3,
  retryDelaySeconds: 1,
  retryBackoff: false,
  pollingIntervalSeconds: 0.5,
  shutdownTimeoutMs: 2000,
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function admin<T extends pg.QueryResultRow>(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  try {
    return (await client.query<T>(text, params)).rows
  } finally {
    await client.end()
  }
}

async function once(jobs: typeof FAST_JOBS | false) {
  const name = `b_${randomBytes(6).toString('hex')}`
  await ensureDatabase(base!, name, TEMPLATE_DATABASE)
  const url = new URL(base!)
  url.pathname = `/${name}`
  const db = createDb(url.toString(), { max: 10 })
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' })
  const cpu = process.cpuUsage()
  const started = performance.now()
  const app = await buildApp({
    config,
    db,
    jwtSecret: 'x'.repeat(40),
    serveUi: false,
    databaseUrl: url.toString(),
    jobs,
  })
  await app.ready()
  const build = performance.now() - started
  const used = process.cpuUsage(cpu)
  const buildCpu = (used.user + used.system) / 1000
  const peak = new Map<string, number>()
  for (let i = 0; i < 12; i++) {
    const rows = await admin<{ app: string; n: number }>(
      `select coalesce(nullif(application_name, ''), '(requests pool)') as app, count(*)::int as n
         from pg_stat_activity where datname = $1 group by 1`,
      [name],
    )
    for (const r of rows) peak.set(r.app, Math.max(peak.get(r.app) ?? 0, r.n))
    await new Promise((r) => setTimeout(r, 250))
  }
  const closing = performance.now()
  await app.close()
  const close = performance.now() - closing
  await db.destroy()
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  return { build, buildCpu, close, peak }
}

for (const [label, jobs] of [
  ['with workers (FAST_JOBS)', FAST_JOBS],
  ['enqueue only (jobs: false)', false],
] as const) {
  const runs: Awaited<ReturnType<typeof once>>[] = []
  for (let i = 0; i < rounds; i++) runs.push(await once(jobs))
  const apps = [...new Set(runs.flatMap((r) => [...r.peak.keys()]))].sort()
  const peaks = apps.map((a) => `${a} ${median(runs.map((r) => r.peak.get(a) ?? 0))}`)
  const total = median(runs.map((r) => [...r.peak.values()].reduce((x, y) => x + y, 0)))
  console.log(
    `${label}: build ${median(runs.map((r) => r.build)).toFixed(0)} ms (${median(runs.map((r) => r.buildCpu)).toFixed(0)} ms CPU), close ${median(runs.map((r) => r.close)).toFixed(0)} ms` +
      ` (median of ${rounds}); connections at most ${total} (${peaks.join(', ')})`,
  )
}
process.exit(0)
