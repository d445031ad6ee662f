import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { POSTGRES_15_BIN } from '../service/src/db/test-clusters.js'
import { e2eStage } from './lib/e2e-stage.js'
import { run } from './lib/run.js'
import type { CompiledMirror } from './lib/compile-service.js'
import { serviceTests } from './lib/service-stage.js'
import { stage, summary, type StageResult } from './lib/stages.js'

/**
 * `npm test`: every test, each stage on real parts.
 * - static checks: Prettier's formatting and ESLint over the repository, TypeScript over the service and the web,
 *   the emitted OpenAPI document against Redocly's recommended rules and Spectral's `spectral:oas` (no warning);
 * - service tests (tap) on a throwaway embedded PostgreSQL, compiled once to JavaScript (lib/service-stage.ts);
 * - migrations and a smoke subset on Debian's PostgreSQL 15, the oldest version we support;
 * - web unit tests (vitest);
 * - end-to-end tests in Chromium against the built web app served by the real service, in groups (lib/e2e-stage.ts).
 * The static checks, the PostgreSQL 15 smoke, the web unit tests and the web build run beside the service stage
 * (see below); the end-to-end stage follows. The summary gives each stage's wall time and the whole run's.
 * - the soak, 5 minutes of traffic with kill -9 of the service and of PostgreSQL (scripts/soak.ts), beside the service.
 * `npm test -- static|service|pg15|web|soak|e2e` runs some stages only.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const only = new Set(process.argv.slice(2))
const want = (stage: string) => only.size === 0 || only.has(stage)
const service = serviceTests(root)
const SERVICE_STAGE = 'service (tap, embedded PostgreSQL)'
const PG15_SMOKE = [
  'test/db/migrations.test.ts',
  'test/accounts/login.test.ts',
  'test/accounts/accounts.test.ts',
  'test/contract/openapi.test.ts',
  'test/sandbox/smoke.test.ts',
  'test/analysis/analyses.test.ts',
]

const staticChecks = async (beside?: string) => {
  const npm = (script: string) => (quiet: boolean) => run('npm', ['run', script], { cwd: root, quiet })
  await stage('format (Prettier --check)', npm('format:check'), beside)
  await stage('lint (ESLint)', npm('lint'), beside)
  await stage('typecheck (service and web)', npm('typecheck'), beside)
  await stage('OpenAPI lint (Redocly recommended, Spectral oas)', npm('lint:openapi'), beside)
}
const pg15 = (beside?: string) =>
  stage(
    'migrations and smoke on PostgreSQL 15',
    async (quiet) => {
      if (!fs.existsSync(path.join(POSTGRES_15_BIN, 'postgres'))) {
        if (process.env.CI)
          throw new Error(`PostgreSQL 15 is not installed in ${POSTGRES_15_BIN} (apt-get install postgresql-15)`)
        return { skipped: `PostgreSQL 15 not installed in ${POSTGRES_15_BIN}` }
      }
      return service.run(PG15_SMOKE, { binDir: POSTGRES_15_BIN, quiet })
    },
    beside,
  )
// Five minutes of the soak (scripts/soak.ts: kill -9 of the service and of PostgreSQL under light traffic, then every
// acknowledged write once, nothing orphaned, memory flat), at a few requests a second.
// Run from the service stage's compiled mirror when there is one: its service restarts need no loader.
const soak = (beside?: string, compiled?: Promise<CompiledMirror>) =>
  stage(
    'soak (5 min, kill -9 and restart)',
    async (quiet) => {
      const mirror = await compiled
      const [command, args] = mirror
        ? [process.execPath, [path.join(mirror.root, 'scripts/soak.js')]]
        : ['npx', ['tsx', 'scripts/soak.ts']]
      return run(command, args, {
        cwd: root,
        quiet,
        env: { SOAK_MINUTES: process.env.SOAK_MINUTES ?? '5', SOAK_RATE: '2' },
      })
    },
    beside,
  )
const vitest = (beside?: string) =>
  stage('web unit tests (vitest)', (quiet) => run('npm', ['run', 'test', '-w', 'web'], { cwd: root, quiet }), beside)
// Vite alone: `npm run build -w web` typechecks first, which the static stage does already.
const buildWeb = (beside?: string) =>
  stage(
    'web build (for end-to-end)',
    (quiet) => run('npx', ['vite', 'build'], { cwd: path.join(root, 'web'), quiet }),
    beside,
  )

const endToEnd = (beside?: string, compiled?: Promise<CompiledMirror>) =>
  stage(
    'end-to-end (Chromium)',
    async (quiet) =>
      built && !built.ok ? { skipped: 'the web build failed' } : e2eStage(root, quiet, (await compiled)?.root),
    beside,
  )

// The service stage waits on PostgreSQL, timers and job polls part of its time: the static checks, the web build,
// the PostgreSQL 15 smoke and the web unit tests run beside it (one after another, each printed whole as it ends),
// using what the service stage leaves of the 2 cores. Each stage still passes or fails on its own. The end-to-end
// stage follows: started beside the service stage's last files instead, the run took 18:20 instead of 15:23 (the
// service stage's test processes and PostgreSQL spent 127 CPU-s more, the end-to-end groups 140 more: ten-odd busy
// processes on 2 cores each get less done per CPU-second).
let built: StageResult | undefined
const compiled = want('service') ? service.compiled() : undefined
if (want('service')) {
  const side = (async () => {
    if (want('static')) await staticChecks(SERVICE_STAGE)
    if (want('e2e')) built = await buildWeb(SERVICE_STAGE)
    if (want('pg15')) await pg15(SERVICE_STAGE)
    if (want('web')) await vitest(SERVICE_STAGE)
  })()
  // Its own chain: it spends most of its time waiting, and would hold the other side stages back for 5 minutes.
  const soaking = want('soak') ? soak(SERVICE_STAGE, compiled) : undefined
  await stage(SERVICE_STAGE, (quiet) => service.run(service.allFiles(), { quiet, record: true }))
  await side
  await soaking
} else {
  if (want('static')) await staticChecks()
  if (want('e2e')) built = await buildWeb()
  if (want('pg15')) await pg15()
  if (want('web')) await vitest()
  if (want('soak')) await soak()
}
if (want('e2e')) await endToEnd(undefined, compiled)

await service.dispose()
process.exit(summary() ? 0 : 1)
