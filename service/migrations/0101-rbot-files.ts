import { sql, type Kysely } from 'kysely'

/**
 * The recording bot's files (recordings, transcripts, notes) per organization and meeting, kept in a file store
 * (a folder or S3) under `storage_key`; and the organizations' bot API keys, stored hashed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rbot_files (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      meeting_id uuid REFERENCES meetings(id) ON DELETE SET NULL,
      name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('recording', 'transcript', 'notes')),
      mime text NOT NULL,
      size bigint NOT NULL CHECK (size >= 0),
      storage_key text NOT NULL UNIQUE,
      uploaded_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      bot_key_id uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX rbot_files_org_created_idx ON rbot_files (org_id, created_at DESC);
    CREATE INDEX rbot_files_org_meeting_idx ON rbot_files (org_id, meeting_id);
    CREATE INDEX rbot_files_org_name_idx ON rbot_files (org_id, lower(name));

    CREATE TABLE rbot_api_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      name text NOT NULL,
      key_hash text NOT NULL UNIQUE,
      prefix text NOT NULL,
      created_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX rbot_api_keys_org_idx ON rbot_api_keys (org_id, created_at DESC);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rbot_api_keys; DROP TABLE rbot_files;`.execute(db)
}
