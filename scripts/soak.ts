import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { dataDirSecrets } from '../service/src/db/data-dir.js'
import { startService, type ServiceProcess } from './lib/service-process.js'

/**
 * `npm run soak`: SOAK_MINUTES (30 by default) of mixed traffic from several accounts on loopback, with the service
 * and its embedded PostgreSQL killed (-9) and restarted at random moments. Then every acknowledged write (a 201) must
 * be there exactly once, nothing orphaned (no partial file, no upload reservation, no stored file without its row or
 * row without its file), and the service's memory flat within each life. Exits 1 when a check fails.
 * SOAK_RATE: requests per second (3 by default, light enough to run beside the service tests).
 */
const minutes = Number(process.env.SOAK_MINUTES ?? 30)
const rate = Number(process.env.SOAK_RATE ?? 3)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-soak-'))
const ACCOUNTS = [
  { email: 'admin@example.com', password: 'demo-admin' },
  { email: 'client@example.com', password: 'demo-client' },
  { email: 'admin@northwind.example.com', password: 'demo-northwind' },
]
const env = { DATA_DIR: dataDir, DEMO_DATA: 'true', UPLOAD_STALE_SECONDS: '5', SHUTDOWN_GRACE_MS: '2000' }

const acked = { meetings: new Set<string>(), files: new Set<string>() }
const counts = { requests: 0, ok: 0, failed: 0, serviceKills: 0, postgresKills: 0 }
const rss: { life: number; at: number; kb: number }[] = []
let service: ServiceProcess
let life = 0

async function start() {
  service = await startService(env, { startSeconds: 600 })
  life++
}
const tokens = new Map<string, string>()
async function tokenFor(a: (typeof ACCOUNTS)[number]) {
  if (!tokens.has(a.email)) {
    const res = await fetch(`${service.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(a),
    })
    if (res.status !== 201) throw new Error(`sign-in ${res.status}`)
    tokens.set(a.email, ((await res.json()) as { accessToken: string }).accessToken)
  }
  return tokens.get(a.email)!
}

/** One request of the mix: create a meeting, upload a file, or read lists. Acknowledged writes are remembered. */
async function oneRequest() {
  const account = ACCOUNTS[Math.floor(Math.random() * ACCOUNTS.length)]
  const pick = Math.random()
  counts.requests++
  try {
    const auth = { authorization: `Bearer ${await tokenFor(account)}` }
    if (pick < 0.35) {
      const title = `soak ${randomUUID()}`
      const res = await fetch(`${service.url}/api/meetings`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          title,
          kind: 'negotiation',
          scheduledAt: new Date().toISOString(),
          durationMinutes: 30,
        }),
      })
      if (res.status === 201) acked.meetings.add(title)
      await res.arrayBuffer()
      counts[res.ok ? 'ok' : 'failed']++
    } else if (pick < 0.6) {
      const name = `soak-${randomUUID()}.vtt`
      const form = new FormData()
      const text = `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n<v Ann>${'Soak. '.repeat(200 + Math.floor(Math.random() * 2000))}\n`
      form.append('file', new Blob([text], { type: 'text/vtt' }), name)
      const res = await fetch(`${service.url}/api/rbot/files`, { method: 'POST', headers: auth, body: form })
      if (res.status === 201) acked.files.add(name)
      await res.arrayBuffer()
      counts[res.ok ? 'ok' : 'failed']++
    } else {
      const res = await fetch(`${service.url}/api/${pick < 0.8 ? 'meetings' : 'rbot/files'}?itemsPerPage=20`, {
        headers: auth,
      })
      if (res.status === 401) tokens.delete(account.email)
      await res.arrayBuffer()
      counts[res.ok ? 'ok' : 'failed']++
    }
  } catch {
    counts.failed++ // the service was being killed: the write was not acknowledged
    tokens.delete(account.email)
  }
}

function sampleMemory() {
  const pid = service?.child.pid
  if (!pid || service.ended()) return
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
    if (kb) rss.push({ life, at: Date.now(), kb })
  } catch {
    // between lives
  }
}

const postmasterPid = () =>
  Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])

async function chaos(until: number) {
  while (Date.now() < until - 30_000) {
    await sleep(20_000 + Math.random() * 40_000)
    if (Date.now() > until - 30_000) break
    if (Math.random() < 0.5) {
      counts.serviceKills++
      service.child.kill('SIGKILL')
      await new Promise((r) => (service.ended() ? r(null) : service.child.once('exit', r)))
      await start()
    } else {
      counts.postgresKills++
      process.kill(postmasterPid(), 'SIGKILL') // the service starts it again and heals
    }
  }
}

async function check() {
  const failures: string[] = []
  const { databasePassword } = dataDirSecrets(dataDir)
  const port = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(databasePassword)}@127.0.0.1:${port}/debrief`,
  })
  await client.connect()
  try {
    const meetings = await client.query<{ title: string; n: string }>(
      `select title, count(*) n from meetings where title like 'soak %' group by title`,
    )
    const byTitle = new Map(meetings.rows.map((r) => [r.title, Number(r.n)]))
    for (const title of acked.meetings)
      if (byTitle.get(title) !== 1) failures.push(`meeting "${title}" acknowledged, found ${byTitle.get(title) ?? 0}`)
    for (const [title, n] of byTitle) if (n > 1) failures.push(`meeting "${title}" stored ${n} times`)
    const files = await client.query<{ name: string; storage_key: string }>(
      `select name, storage_key from rbot_files where name like 'soak-%'`,
    )
    const names = new Map<string, number>()
    for (const f of files.rows) names.set(f.name, (names.get(f.name) ?? 0) + 1)
    for (const name of acked.files)
      if (names.get(name) !== 1) failures.push(`file ${name} acknowledged, found ${names.get(name) ?? 0}`)
    const keys = new Set(
      (await client.query<{ k: string }>(`select storage_key k from rbot_files`)).rows.map((r) => r.k),
    )
    for (const f of files.rows)
      if (!fs.existsSync(path.join(dataDir, 'files', f.storage_key))) failures.push(`row without bytes: ${f.name}`)
    // Sweeps run every few seconds (UPLOAD_STALE_SECONDS=5): give the last life's a moment.
    await sleep(12_000)
    const filesDir = path.join(dataDir, 'files')
    for (const org of fs.existsSync(filesDir) ? fs.readdirSync(filesDir) : []) {
      if (org === 'avatars' || org.startsWith('self-')) continue
      for (const name of fs.readdirSync(path.join(filesDir, org))) {
        if (name.endsWith('.partial')) failures.push(`partial file left: ${org}/${name}`)
        else if (!keys.has(`${org}/${name}`) && /^[0-9a-f-]{36}$/.test(name)) {
          const known = await client.query('select 1 from self_interview_answers where media_path = $1', [
            `${org}/${name}`,
          ])
          if (!known.rowCount) failures.push(`stored bytes without a row: ${org}/${name}`)
        }
      }
    }
    const reservations = await client.query(`select count(*) n from rbot_upload_reservations`)
    if (Number(reservations.rows[0].n)) failures.push(`${reservations.rows[0].n} upload reservation(s) left`)
  } finally {
    await client.end()
  }
  // Memory: within each life of at least 2 minutes, the last quarter's median against the second quarter's.
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
  const growth: string[] = []
  for (const l of new Set(rss.map((r) => r.life))) {
    const s = rss.filter((r) => r.life === l)
    if (s.length < 24) continue
    const q = Math.floor(s.length / 4)
    const early = median(s.slice(q, 2 * q).map((r) => r.kb))
    const late = median(s.slice(3 * q).map((r) => r.kb))
    growth.push(`life ${l}: ${Math.round(early / 1024)} → ${Math.round(late / 1024)} MB`)
    if (late > early * 1.3 + 20 * 1024) failures.push(`memory grew in life ${l}: ${early} kB → ${late} kB`)
  }
  return { failures, growth }
}

async function main() {
  console.log(`soak: ${minutes} min, ${rate} requests/s, DATA_DIR ${dataDir}`)
  await start()
  const until = Date.now() + minutes * 60_000
  const memory = setInterval(sampleMemory, 5_000)
  const chaotic = chaos(until)
  const inFlight = new Set<Promise<void>>()
  while (Date.now() < until) {
    const p = oneRequest().finally(() => inFlight.delete(p))
    inFlight.add(p)
    await sleep(1000 / rate)
  }
  await Promise.all(inFlight)
  await chaotic
  clearInterval(memory)
  const { failures, growth } = await check()
  await service.stop()
  console.log(
    `soak: ${counts.requests} requests (${counts.ok} ok, ${counts.failed} failed or cut), ` +
      `${acked.meetings.size} meetings and ${acked.files.size} files acknowledged, ` +
      `${counts.serviceKills} service kills, ${counts.postgresKills} PostgreSQL kills, ${life} lives; memory ${growth.join(', ') || 'no life long enough to judge'}`,
  )
  // The summary line `npm test` counts: each acknowledged write is a check, and so are orphans and memory.
  const total = acked.meetings.size + acked.files.size + 2
  console.log(`# { total: ${total}, pass: ${Math.max(0, total - failures.length)}, fail: ${failures.length} }`)
  if (failures.length) {
    console.error(`soak: ${failures.length} problem(s):\n  ${failures.slice(0, 30).join('\n  ')}`)
    process.exitCode = 1
  } else {
    console.log('soak: every acknowledged write present exactly once, nothing orphaned')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch(async (err) => {
  console.error(err)
  await service?.stop().catch(() => {})
  process.exit(1)
})
