import { sql, type Kysely } from 'kysely'

/**
 * Audio and video answers: the stored file (under DATA_DIR) with its checked type and size, and where its
 * transcript came from. `transcription` tracks the speech-to-text job: a completed interview waits for it
 * before its analysis is queued.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE self_interview_answers
      ADD COLUMN media_path text,
      ADD COLUMN media_type text,
      ADD COLUMN media_bytes bigint,
      ADD COLUMN transcript_source text CHECK (transcript_source IN ('service', 'manager')),
      ADD COLUMN transcription text NOT NULL DEFAULT 'none' CHECK (transcription IN ('none', 'pending', 'done', 'failed'));
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE self_interview_answers
      DROP COLUMN media_path, DROP COLUMN media_type, DROP COLUMN media_bytes, DROP COLUMN transcript_source, DROP COLUMN transcription;
  `.execute(db)
}
