import { sql, type Kysely } from 'kysely'

/**
 * Wrong guest access codes are counted per link (not only per address): after a few the link is locked until the
 * organizer issues a new one. Codes shorter than 6 characters stop being accepted for new links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bbb_conferences ADD COLUMN guest_code_failures integer NOT NULL DEFAULT 0`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bbb_conferences DROP COLUMN guest_code_failures`.execute(db)
}
