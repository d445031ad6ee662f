import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { getEngine } from '../../src/modules/analysis/engines.js'
import type { AnalysisEngine } from '../../src/modules/analysis/types.js'
import { buildTestApp } from '../helpers/app.js'
import { api, appOn, FAST_JOBS, meetingWithTranscript, sessions, waitForJob } from '../helpers/product.js'
import { nodeEntry } from '../helpers/node-entry.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

t.test('a job whose process is killed mid-job completes exactly once after restart', async (t) => {
  // This instance only enqueues (with fast retries) and answers HTTP; the worker runs in a child process.
  const { app, db, dbUrl } = await buildTestApp(t, {}, { jobs: { ...FAST_JOBS, work: false } })
  const client = api(app, (await sessions(app, ['client'])).client)
  const meetingId = await meetingWithTranscript(client)
  const kinds = ['self', 'belbin', 'alfa']
  const { jobId } = (await client.post(`/api/meetings/${meetingId}/analyses`, { kinds })).json()

  const child = spawn(process.execPath, nodeEntry(path.join(here, 'fixtures/worker-process.ts')), {
    env: { ...process.env, DEBRIEF_TEST_DB_URL: dbUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  // Wait until the child has finished the first kind and is stuck in the second. The bound covers the child's
  // start-up too (a few seconds idle, a minute or more on a busy machine); it only catches a child that never works.
  const until = Date.now() + 180_000
  let first
  for (;;) {
    first = await db
      .selectFrom('reports')
      .select(['id', 'kind', 'updated_at'])
      .where('analysis_id', '=', jobId)
      .where('status', '=', 'ready')
      .executeTakeFirst()
    if (first) break
    if (Date.now() > until) throw new Error('the child never finished its first kind')
    await sleep(100)
  }
  await sleep(300)
  child.kill('SIGKILL')
  await exited
  const orphan = (await db
    .selectFrom('pgboss.job' as never)
    .select(['state' as never])
    .where('id' as never, '=', jobId as never)
    .executeTakeFirst()) as { state: string }
  t.equal(orphan.state, 'active', 'pg-boss still thinks the dead process holds the job')
  t.match((await client.get(`/api/jobs/${jobId}`)).json(), { status: 'running', progress: 33 })

  // The restarted service notices the silent heartbeat, hands the job back, and finishes it.
  await appOn(t, dbUrl, { jobs: { ...FAST_JOBS, staleAfterSeconds: 2 } })
  const job = await waitForJob(client, jobId, 30_000)
  t.match(job, { status: 'completed', progress: 100 })
  const reports = await db
    .selectFrom('reports')
    .select(['id', 'kind', 'status', 'updated_at'])
    .where('analysis_id', '=', jobId)
    .execute()
  t.equal(reports.length, kinds.length, 'exactly one report per kind')
  t.ok(reports.every((r) => r.status === 'ready'))
  const again = reports.find((r) => r.id === first.id)!
  t.equal(again.updated_at.getTime(), first.updated_at.getTime(), 'the kind finished before the crash was not redone')
  t.equal(
    (await db.selectFrom('analyses').select('attempts').where('id', '=', jobId).executeTakeFirstOrThrow()).attempts,
    2,
    'two attempts',
  )
})

t.test('instances on one database share the work, each within its concurrency limit', async (t) => {
  const { app, db, dbUrl } = await buildTestApp(t, {}, { jobs: false })
  const client = api(app, (await sessions(app, ['client'])).client)
  const meetingId = await meetingWithTranscript(client)
  const stats = { A: { running: 0, max: 0, done: 0 }, B: { running: 0, max: 0, done: 0 } }
  const slow = (name: 'A' | 'B'): AnalysisEngine => ({
    name: 'builtin',
    async analyze(input) {
      // Count only this test's jobs (the demo data's queued analysis asks for other kinds).
      if (input.kind !== 'self') return getEngine('builtin').analyze(input)
      const s = stats[name]
      s.max = Math.max(s.max, ++s.running)
      await sleep(150)
      s.running--
      s.done++
      return getEngine('builtin').analyze(input)
    },
  })
  // Sharing, not crash recovery, is under test: a stale threshold far above a busy machine's timer delays keeps a
  // live job from being handed to the other instance (FAST_JOBS' 3 s lapsed once under load and ran a job twice).
  const sharing = { ...FAST_JOBS, staleAfterSeconds: 60, concurrency: 2 }
  await appOn(t, dbUrl, { jobs: { ...sharing, engineFor: () => slow('A') } })
  await appOn(t, dbUrl, { jobs: { ...sharing, engineFor: () => slow('B') } })
  const jobIds = []
  for (let i = 0; i < 8; i++)
    jobIds.push((await client.post(`/api/meetings/${meetingId}/analyses`, { kinds: ['self'] })).json().jobId)
  const jobs = await Promise.all(jobIds.map((id) => waitForJob(client, id, 30_000)))
  t.ok(
    jobs.every((j) => j.status === 'completed'),
    'all completed',
  )
  // A job runs the engine once per attempt: a retry (a transient database error after the engine ran, on a busy
  // machine) is a second attempt, never a second run beside the first.
  const attempts = await db.selectFrom('analyses').select('attempts').where('id', 'in', jobIds).execute()
  const total = attempts.reduce((sum, a) => sum + a.attempts, 0)
  t.equal(stats.A.done + stats.B.done, total, `each attempt ran the engine once (${total} attempts for 8 jobs)`)
  const reports = await db.selectFrom('reports').select('analysis_id').where('analysis_id', 'in', jobIds).execute()
  t.equal(reports.length, 8, 'one report per job')
  t.ok(stats.A.done > 0 && stats.B.done > 0, `both instances worked (A ${stats.A.done}, B ${stats.B.done})`)
  t.ok(stats.A.max <= 2 && stats.B.max <= 2, `concurrency limit held (A ${stats.A.max}, B ${stats.B.max})`)
})
