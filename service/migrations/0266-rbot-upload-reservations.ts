import { sql, type Kysely } from 'kysely'

/**
 * A recording-bot upload reserves its bytes of the organization's storage before the first byte is stored
 * (checked and written under one lock, so parallel uploads cannot pass the quota together). The row also names the
 * storage key being written: an upload cut by a crash leaves a row whose `touched_at` stops moving, and the sweep
 * removes its partial file or multipart upload.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rbot_upload_reservations (
      storage_key text PRIMARY KEY,
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      bytes bigint NOT NULL CHECK (bytes >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      touched_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX rbot_upload_reservations_org ON rbot_upload_reservations (org_id)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rbot_upload_reservations`.execute(db)
}
