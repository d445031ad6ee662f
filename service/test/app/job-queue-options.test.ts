import { sql } from 'kysely'
import t from 'tap'
import type { Db } from '../../src/db/create-db.js'
import { ANALYSIS_QUEUE } from '../../src/modules/analysis/analysis-queue.js'
import { buildTestApp } from '../helpers/app.js'

const queueOptions = async (db: Db) =>
  (
    await sql<{ retry_limit: number; retry_delay: number; expire_seconds: number }>`
      select retry_limit, retry_delay, expire_seconds from pgboss.queue where name = ${ANALYSIS_QUEUE}`.execute(db)
  ).rows[0]

// The test template holds every queue already, made with the default settings (db/test-clusters.ts), as a
// production database holds them after its first start: an app started with other settings must still give its
// jobs its own retries and expiry (pg-boss copies a queue's options into each job it sends).
t.test("an app's job settings reach queues that exist already", async (t) => {
  const { db } = await buildTestApp(
    t,
    {},
    { jobs: { work: false, retryLimit: 1, retryDelaySeconds: 7, expireInSeconds: 42 } },
  )
  t.same(await queueOptions(db), { retry_limit: 1, retry_delay: 7, expire_seconds: 42 })
})

t.test('the defaults again on the next start', async (t) => {
  const { db } = await buildTestApp(t, {}, { jobs: { work: false } })
  const options = await queueOptions(db)
  t.equal(options?.retry_limit, 3)
  t.equal(options?.expire_seconds, 15 * 60)
})
