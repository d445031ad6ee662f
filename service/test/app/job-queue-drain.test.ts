import pg from 'pg'
import t from 'tap'
import type { Db } from '../../src/db/create-db.js'
import type { AnalysisEngine } from '../../src/modules/analysis/types.js'
import { buildTestApp } from '../helpers/app.js'
import { api, FAST_JOBS, meetingWithTranscript, sessions } from '../helpers/product.js'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** The default concurrency (FAST_JOBS leaves it). */
const FAST_JOBS_CONCURRENCY = 2
const activeJobs = (db: Db) =>
  db
    .selectFrom('pgboss.job' as never)
    .select(['id' as never])
    .where('name' as never, '=', 'analysis' as never)
    .where('state' as never, '=', 'active' as never)
    .execute()

t.test(
  'closing the app ends within its bound though a job never ends and the drain waits on a locked row',
  { timeout: 300_000 },
  async (t) => {
    // An engine that runs until the shutdown signal: jobs are active when the app closes, and end failed.
    const hangs: AnalysisEngine = {
      name: 'builtin',
      analyze: (_input, signal) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
        ),
    }
    const { app, db, dbUrl } = await buildTestApp(t, {}, { jobs: { ...FAST_JOBS, engineFor: () => hangs } })
    const client = api(app, (await sessions(app, ['client'])).client)
    // One analysis per worker, so both are busy whatever the demo data holds.
    for (let i = 0; i < FAST_JOBS_CONCURRENCY; i++) {
      const meetingId = await meetingWithTranscript(client)
      t.equal((await client.post(`/api/meetings/${meetingId}/analyses`, { kinds: ['self'] })).statusCode, 202)
    }

    // Both workers busy. The bound only catches workers that never start; a busy machine takes a while to poll.
    const until = Date.now() + 150_000
    while ((await activeJobs(db)).length < FAST_JOBS_CONCURRENCY) {
      if (Date.now() > until) throw new Error('the workers never took the jobs')
      await sleep(100)
    }
    // Another session holds the active jobs' rows: failing them (as a stopped worker does) has to wait for it.
    const locker = new pg.Client({ connectionString: dbUrl })
    await locker.connect()
    t.teardown(() => locker.end())
    await locker.query('begin')
    await locker.query(`select 1 from pgboss.job where name = 'analysis' and state = 'active' for update`)

    const started = Date.now()
    const closed = await Promise.race([app.close().then(() => true), sleep(40_000).then(() => false)])
    const took = Date.now() - started
    await locker.query('rollback')
    t.ok(closed, `the app closed (${took} ms)`)
    // The drain's bound: shutdownTimeoutMs, then a margin for handing back jobs and one for closing the pool.
    t.ok(took < FAST_JOBS.shutdownTimeoutMs + 10_000 + 3_000, `within the bound (${took} ms)`)
  },
)
