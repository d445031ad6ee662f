import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { POSTGRES_15_BIN, prepareTemplate, startThrowawayCluster } from '../service/src/db/test-clusters.js'
import { countResults, run } from './lib/run.js'
import { startService } from './lib/service-process.js'

/**
 * `npm test`: every test, each stage on real parts.
 * 0. static checks: Prettier's formatting and ESLint over the repository, TypeScript over the service and the web;
 * 1. service tests (tap) on a throwaway embedded PostgreSQL;
 * 2. migrations and a smoke subset on Debian's PostgreSQL 15, the oldest version we support;
 * 3. web unit tests (vitest);
 * 4. end-to-end tests in Chromium against the built web app served by the real service.
 * Stages 2, 3 and the web build run beside stage 1 (see below).
 * `npm test -- static|service|pg15|web|e2e` runs some stages only.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const only = new Set(process.argv.slice(2))
const want = (stage: string) => only.size === 0 || only.has(stage)
const PG15_SMOKE = [
  'test/db/migrations.test.ts',
  'test/auth/login.test.ts',
  'test/accounts/accounts.test.ts',
  'test/contract/openapi.test.ts',
  'test/sandbox/smoke.test.ts',
  'test/product/analyses.test.ts',
]

interface StageResult {
  name: string
  passed: number
  failed: number
  ok: boolean
  note?: string
}
const stages: StageResult[] = []
type StageBody = (quiet: boolean) => Promise<{ code: number; output: string } | { skipped: string }>

/**
 * Runs one stage and records its counts. A quiet stage runs beside another: its output is printed whole when it
 * ends instead of interleaved with the other's.
 */
async function stage(name: string, body: StageBody, quiet = false): Promise<StageResult> {
  if (!quiet) console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const note = () => `${Math.round((Date.now() - started) / 1000)} s${quiet ? ', beside the service stage' : ''}`
  let result: StageResult
  try {
    const outcome = await body(quiet)
    if (quiet) console.log(`\n=== ${name} ===\n${'output' in outcome ? outcome.output : ''}`)
    if ('skipped' in outcome) {
      result = { name, passed: 0, failed: 0, ok: true, note: `skipped: ${outcome.skipped}` }
    } else {
      const counts = countResults(outcome.output)
      const ok = outcome.code === 0 && counts.failed === 0
      result = { name, ...counts, failed: counts.failed || (ok ? 0 : 1), ok, note: note() }
    }
  } catch (error) {
    console.error(error)
    result = { name, passed: 0, failed: 1, ok: false, note: (error as Error).message.split('\n')[0] }
  }
  stages.push(result)
  return result
}

async function tapOn(binDir: string | undefined, files: string[], quiet: boolean) {
  const cluster = await startThrowawayCluster(binDir)
  try {
    await prepareTemplate(cluster)
    return await run('npx', ['tap', ...files], {
      cwd: path.join(root, 'service'),
      env: { TEST_CLUSTER_URL: cluster.url('postgres') },
      quiet,
    })
  } finally {
    await cluster.dispose()
  }
}

if (want('static')) {
  await stage('format (Prettier --check)', () => run('npm', ['run', 'format:check'], { cwd: root }))
  await stage('lint (ESLint)', () => run('npm', ['run', 'lint'], { cwd: root }))
  await stage('typecheck (service and web)', () => run('npm', ['run', 'typecheck'], { cwd: root }))
}

const pg15 = (quiet: boolean) =>
  stage(
    'migrations and smoke on PostgreSQL 15',
    async (q) => {
      if (!fs.existsSync(path.join(POSTGRES_15_BIN, 'postgres'))) {
        if (process.env.CI)
          throw new Error(`PostgreSQL 15 is not installed in ${POSTGRES_15_BIN} (apt-get install postgresql-15)`)
        return { skipped: `PostgreSQL 15 not installed in ${POSTGRES_15_BIN}` }
      }
      return tapOn(POSTGRES_15_BIN, PG15_SMOKE, q)
    },
    quiet,
  )
const vitest = (quiet: boolean) =>
  stage('web unit tests (vitest)', (q) => run('npm', ['run', 'test', '-w', 'web'], { cwd: root, quiet: q }), quiet)
const buildWeb = (quiet: boolean) =>
  stage('web build (for end-to-end)', (q) => run('npm', ['run', 'build', '-w', 'web'], { cwd: root, quiet: q }), quiet)

// The service stage waits on PostgreSQL, timers and job polls much of its time: the PostgreSQL 15 smoke, the web
// unit tests and the web build run beside it (one after another, output printed as each ends), which takes
// minutes off `npm test` on a 2-core machine. Each stage still passes or fails on its own.
let built: Promise<StageResult | undefined> = Promise.resolve(undefined)
if (want('service')) {
  const side = (async () => {
    if (want('pg15')) await pg15(true)
    if (want('web')) await vitest(true)
    if (want('e2e')) return buildWeb(true)
  })()
  built = side
  await stage('service (tap, embedded PostgreSQL)', (q) => tapOn(undefined, [], q))
  await side
} else {
  if (want('pg15')) await pg15(false)
  if (want('web')) await vitest(false)
  if (want('e2e')) built = buildWeb(false)
}
if (want('e2e')) {
  const build = await built
  await stage('end-to-end (Chromium)', async (quiet) => {
    if (build && !build.ok) return { skipped: 'the web build failed' }
    const service = await startService({
      LOGIN_LIMIT_PER_ADDRESS: '1000',
      LOGIN_LIMIT_PER_ACCOUNT: '1000',
      BBB_ALLOW_PRIVATE: 'true',
      BBB_POLL_SECONDS: '2',
    })
    try {
      return await run('npx', ['tsx', 'scripts/e2e/run-e2e.ts'], {
        cwd: root,
        env: { E2E_BASE_URL: service.url },
        quiet,
      })
    } finally {
      await service.stop()
    }
  })
}

console.log('\n=== summary ===')
for (const s of stages)
  console.log(
    `${s.ok ? 'ok    ' : 'FAILED'} ${s.name}: ${s.passed} passed, ${s.failed} failed${s.note ? ` (${s.note})` : ''}`,
  )
const passed = stages.reduce((n, s) => n + s.passed, 0)
const failed = stages.reduce((n, s) => n + s.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(stages.every((s) => s.ok) ? 0 : 1)
