import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { appOn, FAST_JOBS, sessions } from '../helpers/product.js'
import { ANSWERS, clients, createInterview } from './helpers.js'
import { nodeEntry } from '../helpers/node-entry.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// A completed interview's analysis runs as a job; a worker killed with SIGKILL in the middle of it (no shutdown
// hooks) must still leave exactly one report per requested kind once another instance takes the job over.
t.test('completion gives exactly one report per requested kind, also after a kill -9 during the job', async (t) => {
  // This instance answers HTTP and enqueues; the worker is a child process (the product durability fixture:
  // it finishes the `self` report of "Daniel Carter" and hangs in the next kind until it is killed).
  const { app, db, dbUrl } = await buildTestApp(t, {}, { jobs: { ...FAST_JOBS, work: false } })
  const s = await sessions(app, ['admin'])
  const { manager, candidate } = clients(app, s.admin)
  const { id, uid, set } = await createInterview(manager, {
    candidateName: 'Daniel Carter',
    requestedKinds: ['self', 'recruiter'],
  })
  t.equal((await candidate.open(uid)).statusCode, 200)
  for (const q of set.questions.filter((x) => !x.practice).map((x) => x.id)) {
    t.equal((await candidate.openQuestion(uid, q)).statusCode, 200)
    t.equal(
      (await candidate.answer(uid, q, ANSWERS[q] ?? 'An answer with some substance about the work I led.')).statusCode,
      200,
    )
  }
  t.equal((await candidate.complete(uid)).json().state, 'completed')
  const analysisId = (
    await db.selectFrom('self_interviews').select('analysis_id').where('id', '=', id).executeTakeFirstOrThrow()
  ).analysis_id!
  t.ok(analysisId, 'completion queued the analysis')

  const child = spawn(process.execPath, nodeEntry(path.join(here, '../analysis/fixtures/worker-process.ts')), {
    env: { ...process.env, DEBRIEF_TEST_DB_URL: dbUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  // The bound covers the child's start-up too (a minute or more on a busy machine): it only catches one that never works.
  const until = Date.now() + 180_000
  for (;;) {
    const ready = await db
      .selectFrom('reports')
      .select('id')
      .where('analysis_id', '=', analysisId)
      .where('status', '=', 'ready')
      .executeTakeFirst()
    if (ready) break
    if (Date.now() > until) throw new Error('the worker never finished its first kind')
    await sleep(100)
  }
  await sleep(300)
  child.kill('SIGKILL')
  await exited
  const orphan = await db
    .selectFrom('reports')
    .select('kind')
    .where('analysis_id', '=', analysisId)
    .where('status', '!=', 'ready')
    .execute()
  t.same(
    orphan.map((r) => r.kind),
    ['recruiter'],
    'the worker died with the second kind unfinished',
  )

  // Another instance notices the silent heartbeat, takes the job back and finishes it once.
  await appOn(t, dbUrl, { jobs: { ...FAST_JOBS, staleAfterSeconds: 2 } })
  const done = Date.now() + 90_000
  let detail
  for (;;) {
    detail = (await manager.get(`/api/self-interviews/${id}`)).json()
    if (detail.analysis && !['queued', 'running'].includes(detail.analysis.status)) break
    if (Date.now() > done) throw new Error(`analysis still ${detail.analysis?.status}`)
    await sleep(300)
  }
  t.equal(detail.analysis.status, 'completed')
  const reports = await db.selectFrom('reports').select(['kind', 'status']).where('source_id', '=', id).execute()
  t.same(reports.map((r) => r.kind).sort(), ['recruiter', 'self'], 'exactly one report per requested kind')
  t.ok(reports.every((r) => r.status === 'ready'))
  t.equal(
    (await db.selectFrom('analyses').select('attempts').where('id', '=', analysisId).executeTakeFirstOrThrow())
      .attempts,
    2,
    'two attempts',
  )
})
