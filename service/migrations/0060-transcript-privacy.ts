import { sql, type Kysely } from 'kysely'

/**
 * Transcript privacy per organization: whether the transcript view masks sensitive values (default: yes), and
 * a log of every time someone who manages reports revealed them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE transcript_privacy (
      org_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
      mask_transcripts boolean NOT NULL DEFAULT true,
      updated_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE transcript_reveals (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      meeting_id uuid NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
      account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX transcript_reveals_org_idx ON transcript_reveals (org_id, created_at DESC);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE transcript_reveals; DROP TABLE transcript_privacy;`.execute(db)
}
