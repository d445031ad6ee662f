import { sql, type Kysely } from 'kysely'

/**
 * Ask across meetings with the organization's model (issue 28, item 8): its model calls are traced as serving an
 * `ask`. The ask itself is synchronous and stores nothing: its reservation (owner `ask:<id>`, kind `llm-tokens`)
 * lives only for the request, settled by its usage row or released when the call fails.
 *
 * And the search across every organization (the superadmin, issue 28 item 7): GIN on (language, tsvector), so a
 * branch of one language fetches only that language's matching lines. The (org_id, tsv) index serves a member;
 * without an organization it gave every language's matches to each language's branch, which fetched them all
 * from the table to drop most (ten times the heap pages of the lines found).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE model_calls DROP CONSTRAINT model_calls_served_kind_check;
    ALTER TABLE model_calls ADD CONSTRAINT model_calls_served_kind_check
      CHECK (served_kind IN ('report', 'summary', 'transcription', 'ask'));
    CREATE INDEX transcript_lines_language_tsv_idx ON transcript_lines USING gin (language, tsv);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX transcript_lines_language_tsv_idx;
    DELETE FROM model_calls WHERE served_kind = 'ask';
    ALTER TABLE model_calls DROP CONSTRAINT model_calls_served_kind_check;
    ALTER TABLE model_calls ADD CONSTRAINT model_calls_served_kind_check
      CHECK (served_kind IN ('report', 'summary', 'transcription'));
  `.execute(db)
}
