import type { Db } from '../../src/db/create-db.js'
import { SCOPED_TABLES, SEED_SCOPE } from '../../src/sandbox/copy/scope-repository.js'
import { sql } from 'kysely'

export const ALL_CALENDARS =
  '/api/apps/calendar?calendars=Business&calendars=Holiday&calendars=Personal&calendars=ETC&calendars=Family'

/** Rows per scoped table of one scope. */
export async function countsOf(db: Db, scope: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of SCOPED_TABLES) {
    const { rows } = await sql<{
      n: number
    }>`select count(*)::int as n from ${sql.table(table)} where scope = ${scope}::uuid`.execute(db)
    out[table] = rows[0].n
  }
  return out
}

export const seedCounts = (db: Db) => countsOf(db, SEED_SCOPE)

export const orgIdOf = async (db: Db, email: string) =>
  (await db.selectFrom('accounts').select('org_id').where('email', '=', email).executeTakeFirstOrThrow()).org_id!
