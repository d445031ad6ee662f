import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startService } from '../lib/service-process.js'
import {
  embeddedDatabaseUrl,
  fmt,
  load,
  medianOf,
  peakRssMiB,
  settled,
  startReference,
  type LoadFigures,
} from './load.js'
import { accountsList, ORG_ID } from './foundation-scenarios.js'

/**
 * `npm run bench`: the service on its embedded PostgreSQL (and on DATABASE_URL when given) under
 * autocannon on loopback, beside a bare Fastify hello-world and a minimal Fastify + node-postgres
 * endpoint running the same list query in the same run, bare and behind a JWT check of the same token
 * (the ratio the lists are held to: req/s at 100 connections, p99 at 10). Prints figures; asserts nothing.
 * BENCH_DURATION (seconds per round, default 5) and BENCH_ROUNDS (default 3) set its length;
 * BENCH_ONLY=meetings,reports keeps only the endpoints whose path contains one of those words (and
 * skips the engine and bundle figures).
 *
 * The service runs compiled (`npm run build -w service`, done here first), as in production: through
 * the tsx loader it would be measured with a development-only layer. BENCH_TSX=1 runs the sources
 * through tsx instead; BENCH_SKIP_BUILD=1 reuses an existing service/dist.
 */
interface Scenario {
  name: string
  path: string
  role?: string
  sql?: string
  params?: unknown[]
}

const duration = Number(process.env.BENCH_DURATION ?? 5)
// Rounds alternate the service and its minimal reference, and each figure is the median over the rounds:
// on a small machine the load generator, both servers and PostgreSQL share the cores, and one round
// measured apart from the other catches whatever else the machine was doing at that moment.
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))
const compiled = process.env.BENCH_TSX !== '1'
const CONNECTIONS = [10, 100]

async function optional<T>(file: string, name: string): Promise<T | undefined> {
  if (!fs.existsSync(new URL(file, import.meta.url))) return undefined
  return (await import(file))[name] as T
}

const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
const scenarios: Scenario[] = [
  { name: 'health', path: '/api/health' },
  { name: 'accounts list', path: '/api/accounts', role: 'admin', ...accountsList },
  ...((await optional<Scenario[]>('./sandbox-scenarios.ts', 'sandboxScenarios')) ?? []),
  ...((await optional<Scenario[]>('./product-scenarios.ts', 'productScenarios')) ?? []),
].filter((s) => !only || only.some((word) => s.path.includes(word)))

const PASSWORDS: Record<string, string> = {
  admin: 'demo-admin',
  superadmin: 'demo-superadmin',
  client: 'demo-client',
  demo: 'demo-demo',
  omc: 'demo-omc',
}

async function benchDatabase(label: string, env: NodeJS.ProcessEnv) {
  console.log(`\n## ${label}`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-bench-'))
  const service = await startService(
    {
      ...env,
      DATA_DIR: dataDir,
      LOGIN_LIMIT_PER_ADDRESS: '100000',
      LOGIN_LIMIT_PER_ACCOUNT: '100000',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'error',
    },
    { compiled },
  )
  try {
    let databaseUrl = env.DATABASE_URL
    databaseUrl ??= await embeddedDatabaseUrl(dataDir)
    const tokens: Record<string, { token: string; orgId: string | null }> = {}
    const auth = async (role: string) => {
      if (!tokens[role]) {
        const res = await fetch(`${service.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `${role}@example.com`, password: PASSWORDS[role] }),
        })
        const body = await res.json()
        tokens[role] = { token: body.accessToken, orgId: body.userData.orgId }
      }
      return tokens[role]
    }
    const queries: { sql: string; params: unknown[] }[] = []
    // The repositories' own statement and parameters; ORG_ID stands for the caller's organization.
    for (const s of scenarios) {
      if (!s.sql) continue
      const orgId = (await auth(s.role ?? 'admin')).orgId
      queries.push({ sql: s.sql, params: (s.params ?? []).map((p) => (p === ORG_ID ? orgId : p)) })
    }
    // The demo data's analyses run once the service is up; the lists are measured after them.
    await settled(service.child.pid!)
    const hello = await startReference(['hello'])
    const minimal = await startReference(['pg'], { DATABASE_URL: databaseUrl, QUERIES: JSON.stringify(queries) })
    // The same endpoint behind a JWT check of the same token (the service's secret, from DATA_DIR unless JWT_SECRET).
    const jwtSecret =
      env.JWT_SECRET ?? JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).jwtSecret
    const minimalJwt = await startReference(['jwt-pg'], {
      DATABASE_URL: databaseUrl,
      QUERIES: JSON.stringify(queries),
      JWT_SECRET: jwtSecret,
    })
    try {
      for (const connections of CONNECTIONS) {
        const helloFigures = await load(`http://127.0.0.1:${hello.port}/`, connections, duration)
        console.log(
          `\n${connections} connections, median of ${rounds} rounds of ${duration} s, service and reference alternating`,
        )
        console.log(`  ${'reference: Fastify hello-world'.padEnd(48)} ${fmt(helloFigures)}`)
        let q = 0
        for (const s of scenarios) {
          const headers: Record<string, string> = s.role
            ? { authorization: `Bearer ${(await auth(s.role)).token}` }
            : {}
          const ours: LoadFigures[] = []
          const refs: LoadFigures[] = []
          const jwtRefs: LoadFigures[] = []
          const n = q
          if (s.sql) q++
          for (let round = 0; round < rounds; round++) {
            ours.push(await load(`${service.url}${s.path}`, connections, duration, headers))
            if (s.sql) refs.push(await load(`http://127.0.0.1:${minimal.port}/q/${n}`, connections, duration))
            if (s.sql)
              jwtRefs.push(await load(`http://127.0.0.1:${minimalJwt.port}/q/${n}`, connections, duration, headers))
          }
          const figures = medianOf(ours)
          let line = `  ${`GET ${s.path}`.slice(0, 48).padEnd(48)} ${fmt(figures)}  ${((figures.rps / helloFigures.rps) * 100).toFixed(0)}% of hello-world`
          if (s.sql) {
            const ref = medianOf(refs)
            line += `, ${((figures.rps / ref.rps) * 100).toFixed(0)}% of minimal Fastify+pg (${Math.round(ref.rps)} req/s, p99 ${ref.p99} ms)`
            const jwtRef = medianOf(jwtRefs)
            line += `, ${(figures.rps / jwtRef.rps).toFixed(2)}x req/s and ${(figures.p99 / Math.max(jwtRef.p99, 1)).toFixed(2)}x p99 of minimal Fastify+JWT+pg (${fmt(jwtRef).trim()})`
          }
          console.log(line)
        }
      }
      console.log(`\n  peak RSS of the service: ${await peakRssMiB(service.child.pid!)} MiB`)
    } finally {
      hello.stop()
      minimal.stop()
      minimalJwt.stop()
    }
  } finally {
    await service.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (compiled && process.env.BENCH_SKIP_BUILD !== '1') {
  const root = new URL('../..', import.meta.url).pathname
  execFileSync('npm', ['run', 'build', '-w', 'service'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
}
console.log(
  `# Debrief benchmark (${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}, service ${compiled ? 'compiled (service/dist)' : 'through tsx'})`,
)
await benchDatabase('embedded PostgreSQL', {})
if (process.env.DATABASE_URL)
  await benchDatabase('external PostgreSQL (DATABASE_URL)', { DATABASE_URL: process.env.DATABASE_URL })

const engineBench = await optional<() => Promise<{ kind: string; ms: number }[]>>('./engine-bench.ts', 'benchEngine')
if (engineBench && !only) {
  console.log(
    '\n## builtin engine over a 60-minute, 9,000-word transcript (median of 5); all-kinds-3h: every kind over a three-hour, 27,000-word one (bound < 1 s)',
  )
  for (const r of await engineBench()) console.log(`  ${r.kind.padEnd(20)} ${r.ms.toFixed(1)} ms`)
}
const hardening = await optional<(compiled: boolean) => Promise<string[]>>('./hardening-figures.ts', 'benchHardening')
if (hardening && !only) {
  console.log('\n## hardening: event-loop stall under a 20 MB upload, SIGTERM to exit with open connections')
  for (const line of await hardening(compiled)) console.log(`  ${line}`)
}
const quality = await optional<() => string[]>('./analysis-quality.ts', 'analysisQuality')
if (quality && !only) {
  console.log('\n## builtin engine quality on the labelled transcripts')
  for (const line of quality()) console.log(`  ${line}`)
}
const costBench = await optional<() => Promise<{ name: string; ms: number; ok: boolean }[]>>(
  './cost-queries.ts',
  'benchCostQueries',
)
if (costBench && (!only || only.includes('costs'))) {
  console.log('\n## cost dashboard queries on 1,000,000 usage rows (median of 5, target < 200 ms)')
  for (const r of await costBench())
    console.log(`  ${r.name.padEnd(50)} ${r.ms.toFixed(1).padStart(7)} ms ${r.ok ? 'ok' : 'OVER TARGET'}`)
}
const searchBench = await optional<() => Promise<string[]>>('./transcript-search.ts', 'benchTranscriptSearch')
if (searchBench && (!only || only.includes('search'))) {
  console.log('\n## transcript search on 10,000 meetings (200 queries through searchText, target p95 < 100 ms)')
  for (const line of await searchBench()) console.log(`  ${line}`)
}
const summarizerBench = await optional<() => Promise<string[]>>('./llm-bench.ts', 'benchSummarizer')
if (summarizerBench && !only) {
  console.log('\n## summarizer')
  for (const line of await summarizerBench()) console.log(`  ${line}`)
}
const bbbBench = await optional<() => Promise<string[]>>('./bbb-bench.ts', 'benchBbb')
if (bbbBench && !only) {
  console.log('\n## BigBlueButton poll cycle and streamed upload')
  for (const line of await bbbBench()) console.log(`  ${line}`)
}
const selfInterviewBench = await optional<() => Promise<string[]>>('./self-interview-bench.ts', 'benchSelfInterviews')
if (selfInterviewBench && !only) {
  console.log('\n## self-interviews: answers to reports, streamed recording')
  for (const line of await selfInterviewBench()) console.log(`  ${line}`)
}
const bundle = await optional<() => Promise<string[]>>('./bundle-size.ts', 'bundleSizes')
if (bundle && !only) {
  console.log('\n## web bundle (gzip)')
  for (const line of await bundle()) console.log(`  ${line}`)
}
const lighthouseRows = await optional<() => Promise<string[]>>('./lighthouse-figures.ts', 'lighthouseFigures')
if (lighthouseRows && !only) {
  console.log(
    "\n## Lighthouse, mobile: /login, the meeting list and a report page (scores fall with the machine's load)",
  )
  for (const line of await lighthouseRows()) console.log(`  ${line}`)
}
