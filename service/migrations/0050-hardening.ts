import { sql, type Kysely } from 'kysely'

/**
 * Rate-limit counters every instance shares (one row per key and window; an in-process LRU could be flushed
 * by spraying keys, and each instance counted alone), and the audit log of security events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rate_limit_counters (
      key text PRIMARY KEY,
      hits integer NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX rate_limit_counters_expires_idx ON rate_limit_counters (expires_at);
    CREATE TABLE audit_events (
      id bigserial PRIMARY KEY,
      org_id uuid REFERENCES organizations(id) ON DELETE CASCADE,
      actor_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
      actor_email text,
      kind text NOT NULL,
      target text,
      ip text,
      request_id text,
      meta jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_events_org_created_idx ON audit_events (org_id, created_at DESC, id DESC);
    CREATE INDEX audit_events_created_idx ON audit_events (created_at DESC, id DESC);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE audit_events;
    DROP TABLE rate_limit_counters;
  `.execute(db)
}
