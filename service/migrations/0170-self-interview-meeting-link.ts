import { sql, type Kysely } from 'kysely'

/**
 * The meeting a completed self-interview creates for the analysis pipeline is hidden from the meeting list
 * (it is reached from the self-interview); the list asks "is this meeting an interview's?" per row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX self_interviews_meeting_idx ON self_interviews (meeting_id) WHERE meeting_id IS NOT NULL`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS self_interviews_meeting_idx`.execute(db)
}
