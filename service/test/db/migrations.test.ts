import t from 'tap'
import { sql } from 'kysely'
import { migrateDown, migrateToLatest } from '../../src/db/migrate.js'
import { migrations } from '../../migrations/index.js'
import { freshDatabase } from '../helpers/database.js'

/** Runs on whichever server TEST_CLUSTER_URL points at: the embedded one, and (from npm test) Debian's PostgreSQL 15. */
t.test('migrations go up, all the way down, and up again', async (t) => {
  const { db } = await freshDatabase(t, { template: null })
  const tables = async () =>
    (
      await sql<{
        table_name: string
      }>`select table_name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%' order by 1`.execute(
        db,
      )
    ).rows.map((r) => r.table_name)
  const up = await migrateToLatest(db)
  t.equal(up.length, Object.keys(migrations).length, 'every migration applied')
  const created = await tables()
  t.ok(created.includes('accounts') && created.includes('organizations'))
  const down = await migrateDown(db, true)
  t.equal(down.length, Object.keys(migrations).length, 'every migration undone')
  t.same(await tables(), [], 'nothing left behind')
  await migrateToLatest(db)
  t.same(await tables(), created, 'the same tables again')
  t.same(await migrateToLatest(db), [], 'idempotent')
  const version = await sql<{ server_version: string }>`show server_version`.execute(db)
  t.comment(`PostgreSQL ${version.rows[0].server_version}`)
})
