import { sql, type Kysely } from 'kysely'

/**
 * Ask across meetings with the organization's model (issue 28, item 8): its model calls are traced as serving an
 * `ask`. The ask itself is synchronous and stores nothing: its reservation (owner `ask:<id>`, kind `llm-tokens`)
 * lives only for the request, settled by its usage row or released when the call fails.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE model_calls DROP CONSTRAINT model_calls_served_kind_check;
    ALTER TABLE model_calls ADD CONSTRAINT model_calls_served_kind_check
      CHECK (served_kind IN ('report', 'summary', 'transcription', 'ask'));
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM model_calls WHERE served_kind = 'ask';
    ALTER TABLE model_calls DROP CONSTRAINT model_calls_served_kind_check;
    ALTER TABLE model_calls ADD CONSTRAINT model_calls_served_kind_check
      CHECK (served_kind IN ('report', 'summary', 'transcription'));
  `.execute(db)
}
