import { sql, type Kysely } from 'kysely'

/**
 * Organization instructions for the summarizer: templates of kind `summary-prompt` (one row per version), and
 * the template row a run used. The kind list is set to exactly the one the templates work settles on, so
 * whichever of the two migrations runs last leaves the same constraint.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE templates DROP CONSTRAINT IF EXISTS templates_kind_check;
    ALTER TABLE templates ADD CONSTRAINT templates_kind_check
      CHECK (kind IN ('report-template', 'question-set', 'rubric', 'competence-model', 'summary-prompt'));
    ALTER TABLE llm_runs ADD COLUMN template_id uuid REFERENCES templates(id) ON DELETE SET NULL;
  `.execute(db)
}

/** NOT VALID: the narrower list applies to new rows only, so rows another migration allowed are not lost. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE llm_runs DROP COLUMN template_id;
    ALTER TABLE templates DROP CONSTRAINT IF EXISTS templates_kind_check;
    ALTER TABLE templates ADD CONSTRAINT templates_kind_check
      CHECK (kind IN ('report-template', 'question-set', 'rubric', 'competence-model')) NOT VALID;
  `.execute(db)
}
