import { sql, type Kysely } from 'kysely'

/** A summary run may summarize a self-interview (its answers' transcripts), next to text, files and meetings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE llm_runs DROP CONSTRAINT llm_runs_source_kind_check;
    ALTER TABLE llm_runs ADD CONSTRAINT llm_runs_source_kind_check CHECK (source_kind IN ('text', 'file', 'meeting', 'self-interview'));
    ALTER TABLE llm_runs ADD COLUMN self_interview_id uuid REFERENCES self_interviews(id) ON DELETE SET NULL;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM llm_runs WHERE source_kind = 'self-interview';
    ALTER TABLE llm_runs DROP COLUMN self_interview_id;
    ALTER TABLE llm_runs DROP CONSTRAINT llm_runs_source_kind_check;
    ALTER TABLE llm_runs ADD CONSTRAINT llm_runs_source_kind_check CHECK (source_kind IN ('text', 'file', 'meeting'));
  `.execute(db)
}
