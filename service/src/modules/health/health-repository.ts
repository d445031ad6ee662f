import { sql } from 'kysely'
import type { Handle } from '../../db/handle.js'

/** One round trip to the database (the health probe's question: does it answer?). */
export async function pingDatabase(db: Handle): Promise<void> {
  await sql`select 1`.execute(db)
}
