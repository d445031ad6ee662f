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

const stages: { name: string; passed: number; failed: number; ok: boolean; note?: string }[] = []
async function stage(name: string, body: () => Promise<{ code: number; output: string } | { skipped: string }>) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  try {
    const result = await body()
    if ('skipped' in result) {
      stages.push({ name, passed: 0, failed: 0, ok: true, note: `skipped: ${result.skipped}` })
      return
    }
    const counts = countResults(result.output)
    const ok = result.code === 0 && counts.failed === 0
    stages.push({
      name,
      ...counts,
      failed: counts.failed || (ok ? 0 : 1),
      ok,
      note: `${Math.round((Date.now() - started) / 1000)} s`,
    })
  } catch (error) {
    console.error(error)
    stages.push({ name, passed: 0, failed: 1, ok: false, note: (error as Error).message.split('\n')[0] })
  }
}

async function tapOn(binDir: string | undefined, files: string[]) {
  const cluster = await startThrowawayCluster(binDir)
  try {
    await prepareTemplate(cluster)
    return await run('npx', ['tap', ...files], {
      cwd: path.join(root, 'service'),
      env: { TEST_CLUSTER_URL: cluster.url('postgres') },
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
if (want('service')) await stage('service (tap, embedded PostgreSQL)', () => tapOn(undefined, []))
if (want('pg15')) {
  await stage('migrations and smoke on PostgreSQL 15', async () => {
    if (!fs.existsSync(path.join(POSTGRES_15_BIN, 'postgres'))) {
      if (process.env.CI)
        throw new Error(`PostgreSQL 15 is not installed in ${POSTGRES_15_BIN} (apt-get install postgresql-15)`)
      return { skipped: `PostgreSQL 15 not installed in ${POSTGRES_15_BIN}` }
    }
    return tapOn(POSTGRES_15_BIN, PG15_SMOKE)
  })
}
if (want('web')) await stage('web unit tests (vitest)', () => run('npm', ['run', 'test', '-w', 'web'], { cwd: root }))
if (want('e2e')) {
  await stage('end-to-end (Chromium)', async () => {
    const build = await run('npm', ['run', 'build', '-w', 'web'], { cwd: root })
    if (build.code !== 0) return build
    const service = await startService({
      LOGIN_LIMIT_PER_ADDRESS: '1000',
      LOGIN_LIMIT_PER_ACCOUNT: '1000',
      BBB_ALLOW_PRIVATE: 'true',
      BBB_POLL_SECONDS: '2',
    })
    try {
      return await run('npx', ['tsx', 'scripts/e2e/run-e2e.ts'], { cwd: root, env: { E2E_BASE_URL: service.url } })
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
