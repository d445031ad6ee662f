import { sql, type Kysely } from 'kysely'

/**
 * The apps added beside the sandbox scope (issue #17), scoped like migration 0130 did the rest. Runs after 0140,
 * which creates and seeds `sandbox_roles`.
 *
 * - `sandbox_roles` gets `scope`, primary key (scope, id) and a per-scope unique name. Its five seeded rows become
 *   the seed copy's (the roles seeder writes them afresh with the seed copy) and every organization that already
 *   has a copy gets them too, so nobody waits for a reset to see roles.
 * - Lecture completion on the course details page gets a per-scope home, `sandbox_lecture_progress`: the course
 *   details document in `sandbox_documents` stays shared, read-only reference text, and a caller's organization's
 *   ticks are overlaid on it when read. A row exists only for a lecture whose completion an organization changed;
 *   a reset deletes them (the seed copy has none), which puts the document's own values back.
 */
const NIL = '00000000-0000-0000-0000-000000000000'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sandbox_roles ADD COLUMN scope uuid NOT NULL DEFAULT ${sql.lit(NIL)}::uuid;
    ALTER TABLE sandbox_roles ALTER COLUMN scope SET DEFAULT current_setting('debrief.sandbox_scope')::uuid;
    ALTER TABLE sandbox_roles DROP CONSTRAINT sandbox_roles_pkey, ADD PRIMARY KEY (scope, id);
    DROP INDEX sandbox_roles_name_key;
    CREATE UNIQUE INDEX sandbox_roles_name_key ON sandbox_roles (scope, lower(name));
    INSERT INTO sandbox_roles (scope, id, name, user_role, permissions, created_at)
      SELECT s.scope, r.id, r.name, r.user_role, r.permissions, r.created_at
      FROM sandbox_scopes s CROSS JOIN sandbox_roles r WHERE s.scope <> ${sql.lit(NIL)}::uuid AND r.scope = ${sql.lit(NIL)}::uuid;

    CREATE TABLE sandbox_lecture_progress (
      scope uuid NOT NULL DEFAULT current_setting('debrief.sandbox_scope')::uuid,
      section_id text NOT NULL,
      topic integer NOT NULL CHECK (topic >= 0),
      is_completed boolean NOT NULL,
      PRIMARY KEY (scope, section_id, topic)
    );
  `.execute(db)
}

/** Back to one shared set of roles (the seed copy's); every organization's roles and lecture ticks are dropped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE sandbox_lecture_progress;
    DELETE FROM sandbox_roles WHERE scope <> ${sql.lit(NIL)}::uuid;
    DROP INDEX sandbox_roles_name_key;
    ALTER TABLE sandbox_roles DROP CONSTRAINT sandbox_roles_pkey, ADD PRIMARY KEY (id);
    ALTER TABLE sandbox_roles DROP COLUMN scope;
    CREATE UNIQUE INDEX sandbox_roles_name_key ON sandbox_roles (lower(name));
  `.execute(db)
}
