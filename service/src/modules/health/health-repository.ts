import { sql } from 'kysely'
import { pendingMigrations } from '../../db/migrate.js'
import type { Handle } from '../../db/handle.js'
import type { Db } from '../../db/create-db.js'

/** One round trip to the database (the health probe's question: does it answer?). */
export async function pingDatabase(db: Handle): Promise<void> {
  await sql`select 1`.execute(db)
}

/** Whether every migration this code knows is applied (also a round trip: it fails when the database is down). */
export async function migrationsDone(db: Db): Promise<boolean> {
  return (await pendingMigrations(db)).length === 0
}
