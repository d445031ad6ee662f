import { sql, type Kysely } from 'kysely'

/**
 * BigBlueButton: servers (platform-wide, managed by the superadmin; the secret sealed by the secret box), one
 * sample per poll for the charts, and conferences (a Debrief meeting held on a server). `next_poll_at` with
 * SKIP LOCKED lets several instances share the polling without polling one server twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE bbb_servers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      url text NOT NULL,
      secret_sealed text NOT NULL,
      algorithm text NOT NULL DEFAULT 'sha256' CHECK (algorithm IN ('sha1', 'sha256', 'sha384', 'sha512')),
      state text NOT NULL DEFAULT 'enabled' CHECK (state IN ('enabled', 'cordoned', 'disabled')),
      tags text[] NOT NULL DEFAULT '{}',
      online boolean NOT NULL DEFAULT false,
      failures integer NOT NULL DEFAULT 0,
      load integer NOT NULL DEFAULT 0,
      meetings integer NOT NULL DEFAULT 0,
      participants integer NOT NULL DEFAULT 0,
      video integer NOT NULL DEFAULT 0,
      version text,
      latency_ms integer,
      last_error text,
      polled_at timestamptz,
      next_poll_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX bbb_servers_url_idx ON bbb_servers (lower(url));
    CREATE INDEX bbb_servers_next_poll_idx ON bbb_servers (next_poll_at) WHERE state <> 'disabled';

    CREATE TABLE bbb_samples (
      id bigserial PRIMARY KEY,
      server_id uuid NOT NULL REFERENCES bbb_servers(id) ON DELETE CASCADE,
      taken_at timestamptz NOT NULL DEFAULT now(),
      online boolean NOT NULL,
      ok boolean NOT NULL,
      latency_ms integer,
      meetings integer NOT NULL DEFAULT 0,
      participants integer NOT NULL DEFAULT 0,
      listeners integer NOT NULL DEFAULT 0,
      voice integer NOT NULL DEFAULT 0,
      video integer NOT NULL DEFAULT 0,
      largest integer NOT NULL DEFAULT 0,
      load integer NOT NULL DEFAULT 0,
      version text,
      error text
    );
    CREATE INDEX bbb_samples_server_time_idx ON bbb_samples (server_id, taken_at);
    CREATE INDEX bbb_samples_time_idx ON bbb_samples (taken_at);

    CREATE TABLE bbb_conferences (
      meeting_id uuid PRIMARY KEY REFERENCES meetings(id) ON DELETE CASCADE,
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      server_id uuid NOT NULL REFERENCES bbb_servers(id) ON DELETE RESTRICT,
      create_time bigint NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'ended')),
      guest_token_hash text,
      access_code text,
      record_id text,
      playback jsonb NOT NULL DEFAULT '[]',
      started_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz,
      created_by uuid REFERENCES accounts(id) ON DELETE SET NULL
    );
    CREATE INDEX bbb_conferences_org_idx ON bbb_conferences (org_id, started_at DESC);
    CREATE INDEX bbb_conferences_server_idx ON bbb_conferences (server_id);
    CREATE UNIQUE INDEX bbb_conferences_guest_idx ON bbb_conferences (guest_token_hash) WHERE guest_token_hash IS NOT NULL;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE bbb_conferences; DROP TABLE bbb_samples; DROP TABLE bbb_servers;`.execute(db)
}
