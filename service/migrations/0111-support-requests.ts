import { sql, type Kysely } from 'kysely'

/**
 * Support requests and their replies. `org_id` is the requester's organization, null for a person without
 * one (demo, cost analyst): those requests are scoped to their requester. Replies copy the request's org_id
 * so every row answers to the same tenant filter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE support_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid REFERENCES organizations(id) ON DELETE CASCADE,
      requester_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
      category text NOT NULL CHECK (category IN ('question', 'bug', 'billing', 'feature', 'account', 'other')),
      description text NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'waiting', 'resolved', 'closed')),
      assignee_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
      reply_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX support_requests_org_updated_idx ON support_requests (org_id, updated_at DESC);
    CREATE INDEX support_requests_requester_idx ON support_requests (requester_id, updated_at DESC);
    CREATE INDEX support_requests_status_idx ON support_requests (status, updated_at DESC);

    CREATE TABLE support_replies (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      request_id uuid NOT NULL REFERENCES support_requests(id) ON DELETE CASCADE,
      org_id uuid REFERENCES organizations(id) ON DELETE CASCADE,
      author_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
      from_staff boolean NOT NULL,
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 10000),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX support_replies_request_idx ON support_replies (request_id, created_at);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE support_replies; DROP TABLE support_requests;`.execute(db)
}
