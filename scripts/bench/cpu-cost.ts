import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startService } from '../lib/service-process.js'
import { accountsList, ORG_ID } from './foundation-scenarios.js'
import { embeddedDatabaseUrl, fmt, load, settled, startReference } from './load.js'
import { productScenarios } from './product-scenarios.js'
import { sandboxScenarios } from './sandbox-scenarios.js'

/**
 * CPU time per request of the list endpoints: the service, the minimal Fastify + node-postgres
 * reference running the same SQL (bare, and behind a JWT check of the same token), and PostgreSQL's
 * backends for each. Requests per second swing with
 * whatever else runs on the machine; CPU per request hardly does, so this is the figure to compare
 * when working on the service's own layers.
 *
 *   npm run build -w service && npx tsx scripts/bench/cpu-cost.ts
 *
 * ONLY=accounts,meetings limits the paths; DUR (seconds, default 5) and CONN (default 10) tune the load;
 * TSX=1 runs the service through tsx instead of service/dist; NODE_ARGS adds flags to the service's node,
 * REF_NODE_ARGS to the reference's (e.g. --cpu-prof to compare profiles).
 */
const all = [{ path: '/api/accounts', ...accountsList }, ...sandboxScenarios, ...productScenarios]
const only = process.env.ONLY?.split(',')
const scenarios = all.filter((s) => !only || only.some((o) => s.path.includes(o)))
const duration = Number(process.env.DUR ?? 5)
const connections = Number(process.env.CONN ?? 10)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-cpu-'))
const service = await startService(
  {
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'error',
    LOGIN_LIMIT_PER_ADDRESS: '100000',
    LOGIN_LIMIT_PER_ACCOUNT: '100000',
  },
  { compiled: !process.env.TSX, nodeArgs: process.env.NODE_ARGS?.split(' ').filter(Boolean) },
)

/** User + system CPU of a process, in ms (clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
const postmaster = () => fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]
/**
 * CPU of the embedded server's backends: the live children of its postmaster, plus the children it has
 * reaped (a pool's idle connection closing takes its backend's CPU out of the live sum).
 */
function postgresMs(): number {
  const fields = fs.readFileSync(`/proc/${postmaster()}/stat`, 'utf8').split(') ')[1].split(' ')
  let total = (Number(fields[13]) + Number(fields[14])) * 10
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      if (fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1] === postmaster())
        total += cpuMs(Number(d))
    } catch {
      // the process ended meanwhile
    }
  }
  return total
}

async function measure(pid: number, url: string, headers: Record<string, string> = {}): Promise<string> {
  const [c0, p0] = [cpuMs(pid), postgresMs()]
  const figures = await load(url, connections, duration, headers)
  const [c1, p1] = [cpuMs(pid), postgresMs()]
  const n = figures.rps * duration
  return `${fmt(figures)}  node ${Math.round(((c1 - c0) * 1000) / n)} us/req, postgres ${Math.round(((p1 - p0) * 1000) / n)} us/req`
}

try {
  const res = await fetch(`${service.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
  })
  const { accessToken, userData } = await res.json()
  const databaseUrl = await embeddedDatabaseUrl(dataDir)
  const queries = scenarios.map((s) => ({
    sql: s.sql,
    params: s.params.map((p) => (p === ORG_ID ? userData.orgId : p)),
  }))
  const reference = await startReference(
    ['pg'],
    { DATABASE_URL: databaseUrl, QUERIES: JSON.stringify(queries) },
    process.env.REF_NODE_ARGS?.split(' ').filter(Boolean),
  )
  const referenceJwt = await startReference(
    ['jwt-pg'],
    {
      DATABASE_URL: databaseUrl,
      QUERIES: JSON.stringify(queries),
      JWT_SECRET: JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).jwtSecret,
    },
    process.env.REF_NODE_ARGS?.split(' ').filter(Boolean),
  )
  const bearer = { authorization: `Bearer ${accessToken}` }
  // The demo data's analyses run once the service is up; the lists are measured after them.
  await settled(service.child.pid!)
  try {
    console.log(`# CPU per request, ${connections} connections, ${duration} s each (${os.cpus().length} cores)`)
    for (const [i, s] of scenarios.entries()) {
      console.log(
        `  minimal  ${s.path.slice(0, 40).padEnd(40)} ${await measure(reference.child.pid!, `http://127.0.0.1:${reference.port}/q/${i}`)}`,
      )
      console.log(
        `  min+jwt  ${s.path.slice(0, 40).padEnd(40)} ${await measure(referenceJwt.child.pid!, `http://127.0.0.1:${referenceJwt.port}/q/${i}`, bearer)}`,
      )
      console.log(
        `  service  ${s.path.slice(0, 40).padEnd(40)} ${await measure(service.child.pid!, `${service.url}${s.path}`, bearer)}`,
      )
    }
  } finally {
    reference.stop()
    referenceJwt.stop()
  }
} finally {
  await service.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
