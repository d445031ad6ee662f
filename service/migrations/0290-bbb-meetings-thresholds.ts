import { sql, type Kysely } from 'kysely'

/**
 * What bigbluebutton-exporter and Grafana give an operator: recordings still processing in each sample, one record
 * per meeting seen by the poller (its peak figures, when it started and when it was last seen), thresholds per
 * server and the alerts they raise. A meeting is keyed by its server and internal meeting id (a new id for every
 * create of the same meetingID), so two polls of the same meeting, from whichever instance, upsert one row. An open
 * alert is unique per server and kind: raising it twice is one alert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bbb_samples ADD COLUMN recordings_processing int;
    ALTER TABLE bbb_servers ADD COLUMN max_participants int, ADD COLUMN max_latency_ms int,
      ADD COLUMN alert_offline boolean NOT NULL DEFAULT false;
    CREATE TABLE bbb_meeting_records (
      server_id uuid NOT NULL REFERENCES bbb_servers(id) ON DELETE CASCADE,
      internal_meeting_id text NOT NULL,
      meeting_id text NOT NULL,
      name text NOT NULL,
      started_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      ended_at timestamptz,
      peak_participants int NOT NULL DEFAULT 0,
      peak_voice int NOT NULL DEFAULT 0,
      peak_video int NOT NULL DEFAULT 0,
      PRIMARY KEY (server_id, internal_meeting_id)
    );
    CREATE INDEX bbb_meeting_records_server_time_idx ON bbb_meeting_records (server_id, started_at DESC);
    CREATE INDEX bbb_meeting_records_open_idx ON bbb_meeting_records (server_id) WHERE ended_at IS NULL;
    CREATE TABLE bbb_alerts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      server_id uuid NOT NULL REFERENCES bbb_servers(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('participants', 'latency', 'offline')),
      threshold int,
      value int,
      raised_at timestamptz NOT NULL DEFAULT now(),
      cleared_at timestamptz
    );
    CREATE UNIQUE INDEX bbb_alerts_open_idx ON bbb_alerts (server_id, kind) WHERE cleared_at IS NULL;
    CREATE INDEX bbb_alerts_server_time_idx ON bbb_alerts (server_id, raised_at DESC);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE bbb_alerts;
    DROP TABLE bbb_meeting_records;
    ALTER TABLE bbb_servers DROP COLUMN max_participants, DROP COLUMN max_latency_ms, DROP COLUMN alert_offline;
    ALTER TABLE bbb_samples DROP COLUMN recordings_processing;
  `.execute(db)
}
