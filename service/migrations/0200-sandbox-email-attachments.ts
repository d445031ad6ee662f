import { sql, type Kysely } from 'kysely'

/**
 * A sandbox mail's attached files (issue 17 follow-up). The bytes live in the file storage under `storage_key`
 * (`<scope>/<id>`); the row is written once they are stored, unattached (`email_id` null) until a composed mail
 * claims it. Scoped like every sandbox table (repositories/sandbox/README.md); the seed copy has none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_email_attachments (
      scope uuid NOT NULL DEFAULT current_setting('debrief.sandbox_scope')::uuid,
      id uuid NOT NULL,
      email_id integer,
      position integer NOT NULL DEFAULT 0,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
      mime text NOT NULL,
      size bigint NOT NULL CHECK (size > 0),
      storage_key text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, id),
      FOREIGN KEY (scope, email_id) REFERENCES sandbox_emails (scope, id) ON DELETE CASCADE
    );
    CREATE INDEX sandbox_email_attachments_email_idx ON sandbox_email_attachments (scope, email_id, position);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_email_attachments`.execute(db)
}
