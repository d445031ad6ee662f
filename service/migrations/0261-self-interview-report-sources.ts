import { sql, type Kysely } from 'kysely'

/**
 * A self-interview report's source was titled "Self-interview: <candidate>", which its header printed after the
 * word "Self-interview:" again. The source is now the question set the candidate answered; older reports follow.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE reports r SET source_title = i.question_set_name
            FROM self_interviews i
            WHERE r.source_type = 'self-interview' AND r.source_id = i.id AND r.source_title LIKE 'Self-interview: %'`.execute(
    db,
  )
}

/** The old titles are not kept; the new ones read correctly either way. */
export async function down(): Promise<void> {}
