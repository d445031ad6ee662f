import { sql, type Kysely } from 'kysely'

/**
 * Files attached to a support request (screenshots, logs, PDFs). The bytes live in the file storage under
 * `storage_key`; the row is written only once they are stored. `org_id` copies the request's so the row
 * answers to the same tenant filter; a reply's files name the reply.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE support_attachments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      request_id uuid NOT NULL REFERENCES support_requests(id) ON DELETE CASCADE,
      org_id uuid REFERENCES organizations(id) ON DELETE CASCADE,
      uploaded_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      from_staff boolean NOT NULL DEFAULT false,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
      mime text NOT NULL,
      size bigint NOT NULL CHECK (size > 0),
      storage_key text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX support_attachments_request_idx ON support_attachments (request_id, created_at);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE support_attachments`.execute(db)
}
