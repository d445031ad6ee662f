import t from 'tap'
import { sql } from 'kysely'
import { POLL_QUEUE, pollJobs } from '../../src/modules/bbb/jobs.js'
import { resolveJobSettings } from '../../src/plugins/jobs/job-settings.js'
import { startJobs } from '../../src/plugins/jobs/start-jobs.js'
import { buildTestApp, login } from '../helpers/app.js'
import { startFakeBbb } from '../helpers/fake-bbb.js'
import { BBB_ENV, registerServer } from './helpers.js'

t.test('two instances on one database run one poll cycle per interval between them', async (t) => {
  const { app, db, dbUrl } = await buildTestApp(t, BBB_ENV)
  const fakes = await Promise.all([startFakeBbb(), startFakeBbb()])
  t.teardown(() => Promise.all(fakes.map((f) => f.close())))
  const su = await login(app, 'superadmin')
  const servers = [await registerServer(app, su, fakes[0]), await registerServer(app, su, fakes[1])]

  const pollSeconds = 2
  const cycles: { instance: number; at: number; polled: number }[] = []
  const started = Date.now()
  // Two job registries (pg-boss instances) on the same database, as two service processes would have.
  const instances = await Promise.all(
    [0, 1].map((instance) =>
      startJobs({
        app,
        databaseUrl: dbUrl,
        settings: resolveJobSettings({ shutdownTimeoutMs: 5000 }),
        modules: [
          pollJobs({
            pollSeconds,
            sampleDays: 30,
            onCycle: (polled) => cycles.push({ instance, at: Date.now(), polled }),
          }),
        ],
      }),
    ),
  )
  // Generous: a busy machine may start a cycle late, never twice.
  const deadline = Date.now() + 60_000
  while (cycles.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250))
  await Promise.all(instances.map((i) => i.stop()))
  const elapsed = (Date.now() - started) / 1000
  const slots = Math.ceil(elapsed / pollSeconds) + 1

  t.ok(cycles.length >= 3, `cycles ran (${cycles.length} in ${elapsed.toFixed(1)} s)`)
  t.ok(
    cycles.length <= slots,
    `at most one cycle per ${pollSeconds} s slot across both instances (${cycles.length} ≤ ${slots})`,
  )
  const jobs = await sql<{
    slot: Date
    n: number
  }>`select singleton_on as slot, count(*)::int as n from pgboss.job where name = ${POLL_QUEUE} and singleton_on is not null group by 1`.execute(
    db,
  )
  t.ok(
    jobs.rows.every((r) => r.n === 1),
    'one cycle job per slot in pg-boss',
  )
  for (const server of servers) {
    const samples = await db
      .selectFrom('bbb_samples')
      .select('taken_at')
      .where('server_id', '=', server.id)
      .orderBy('taken_at')
      .execute()
    t.ok(
      samples.length >= 2 && samples.length <= cycles.length,
      `server ${server.name} polled once per cycle (${samples.length} samples, ${cycles.length} cycles)`,
    )
  }
  t.ok(
    cycles.some((c) => c.polled === 2),
    'a cycle polls both servers',
  )
})
