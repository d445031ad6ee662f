import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import t from 'tap'
import { startDebriefCluster, S3_BUCKET } from '../../../scripts/cluster/debrief-cluster.js'
import { multipartFile, PNG_1X1 } from '../accounts/helpers.js'
import { freshDatabase } from '../helpers/database.js'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))

/**
 * `npm run cluster`'s setup, smoke-tested through its proxy: two instances on one PostgreSQL database and one S3,
 * each request going to the next instance in turn.
 */
t.test(
  'two instances behind a round-robin proxy: sign in on one, read on the other; upload on one, download on the other; each scheduled job once',
  { timeout: 400_000 }, // under the 420 s file limit (service/package.json tap.timeout)
  async (t) => {
    const { url: databaseUrl } = await freshDatabase(t)
    const started = new Date()
    const cluster = await startDebriefCluster({ databaseUrl })
    // Also at teardown: a test that times out never reaches its finally, and the instances must not outlive it.
    t.teardown(() => cluster.stop())
    t.comment(`started in ${Date.now() - started.getTime()} ms`)
    try {
      t.equal(cluster.instances.length, 2)
      const call = async (p: string, init: RequestInit = {}) => {
        const res = await fetch(cluster.url + p, init)
        return { res, upstream: res.headers.get('x-debrief-upstream') }
      }

      const login = await call('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'client@example.com', password: 'demo-client' }),
      })
      t.equal(login.res.status, 201, 'signed in')
      const { accessToken } = (await login.res.json()) as { accessToken: string }
      const auth = { authorization: `Bearer ${accessToken}` }
      const me = await call('/api/account', { headers: auth })
      t.not(me.upstream, login.upstream, `signed in on instance ${login.upstream}, read on ${me.upstream}`)
      t.equal(me.res.status, 200, 'the other instance accepts the token')
      t.equal(((await me.res.json()) as { email: string }).email, 'client@example.com')

      const body = multipartFile(PNG_1X1, 'me.png', 'image/png')
      const upload = await call('/api/account/avatar', {
        method: 'PUT',
        headers: { ...auth, ...(body.headers as Record<string, string>) },
        body: new Uint8Array(body.payload),
      })
      t.equal(upload.res.status, 200, 'uploaded')
      const avatar = ((await upload.res.json()) as { avatar: string }).avatar
      const download = await call(avatar)
      t.not(download.upstream, upload.upstream, `uploaded on ${upload.upstream}, downloaded from ${download.upstream}`)
      t.equal(download.res.status, 200)
      t.ok(Buffer.from(await download.res.arrayBuffer()).equals(PNG_1X1), 'the same bytes')
      t.ok(
        filesUnder(path.join(cluster.s3Directory, S3_BUCKET)).some((f) => f.includes(path.basename(avatar))),
        'kept in the shared S3 bucket',
      )
      for (const instance of cluster.instances)
        t.equal((await fetch(`${instance.url}/api/health/ready`)).status, 200, `${instance.url} ready`)

      // Schedules live in the database: each cron tick is one job, whichever instance's clock saw it first.
      const client = new pg.Client({ connectionString: databaseUrl })
      client.on('error', () => {}) // the database is dropped at teardown
      await client.connect()
      try {
        const schedules = (await client.query<{ name: string; cron: string }>('select name, cron from pgboss.schedule'))
          .rows
        t.ok(schedules.length >= 4, `${schedules.length} schedules: ${schedules.map((s) => s.name).join(', ')}`)
        const everyMinute = schedules.filter((s) => s.cron === '* * * * *').map((s) => s.name)
        t.ok(everyMinute.length > 0, `every minute: ${everyMinute.join(', ')}`)
        const ran = async () =>
          (
            await client.query<{ name: string; jobs: number; completed: number; retried: number }>(
              // Jobs that started: the poll chain queues its next cycle into the following slot ahead of time.
              `select name, count(*) filter (where started_on is not null)::int as jobs,
                      count(*) filter (where state = 'completed')::int as completed,
                      count(*) filter (where retry_count > 0)::int as retried
                 from pgboss.job where name = any($1) and created_on >= $2 group by name`,
              [everyMinute, started],
            )
          ).rows
        // Worst case for one every-minute job: the next minute (60 s), pg-boss's cron monitor turning that minute into
        // a job (it looks every 30 s), then the queue's worker poll (30 s for the budget mails), each later on a busy
        // machine. A CI run waited 65 s and saw the budget mail job created but not yet picked up.
        let rows = await ran()
        for (const deadline = Date.now() + 180_000; Date.now() < deadline; rows = await ran()) {
          if (everyMinute.every((n) => rows.some((r) => r.name === n && r.completed > 0))) break
          await sleep(1000)
        }
        t.comment(JSON.stringify(rows))
        const minutes = Math.floor((Date.now() - started.getTime()) / 60_000) + 2
        for (const name of everyMinute) {
          const row = rows.find((r) => r.name === name)
          t.ok(row && row.completed > 0, `${name} ran (${row?.completed ?? 0} completed)`)
          t.ok(
            (row?.jobs ?? 0) <= minutes,
            `${name}: ${row?.jobs ?? 0} jobs in at most ${minutes} minute slots with two instances`,
          )
          t.equal(row?.retried ?? 0, 0, `${name}: no job ran twice`)
        }
      } finally {
        await client.end()
      }
    } finally {
      await cluster.stop()
    }
  },
)
