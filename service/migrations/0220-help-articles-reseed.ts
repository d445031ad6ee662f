import { sql, type Kysely } from 'kysely'

/**
 * Every help-center article now has its own body (`pages/help-center-article/<slug>` in sandbox_documents), written
 * by the sandbox seeders. Forgetting the seed copy's marker makes the next start (or first sandbox request) rebuild
 * the seed copy and the shared page documents from the seeders, as migration 0130 did; the organizations' own
 * copies are untouched. The seed copy is read-only (accounts without an organization cannot write), so nothing
 * of anyone's is lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM sandbox_scopes WHERE scope = '00000000-0000-0000-0000-000000000000'`.execute(db)
}

/** The rebuilt seed copy is valid for the older code too (it only reads the keys it knows): nothing to undo. */
export async function down(): Promise<void> {}
