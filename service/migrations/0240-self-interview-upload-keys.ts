import { sql, type Kysely } from 'kysely'

/**
 * Recordings live in the file storage under `<org>/<uuid>` keys (media_path holds the key; a value starting with `/`
 * is a legacy absolute path under DATA_DIR). Each upload attempt records its key here before a byte is stored, so
 * the attempt that submits the answer can remove what earlier attempts, killed mid-stream, left in the storage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE self_interview_answers ADD COLUMN upload_keys text[] NOT NULL DEFAULT '{}'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE self_interview_answers DROP COLUMN upload_keys`.execute(db)
}
