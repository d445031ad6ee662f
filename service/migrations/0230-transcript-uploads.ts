import { sql, type Kysely } from 'kysely'

/**
 * Staging for large transcript uploads. The parsed segments (up to tens of MB of jsonb) are streamed in with
 * COPY in small messages, then moved into `transcripts` by one INSERT … SELECT inside the request's transaction:
 * a 20 MB bind parameter would be copied whole into node-postgres's write buffer and stall the event loop.
 * UNLOGGED: a row lives for one request, so a crash may lose it without harm (and it costs no WAL twice).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE transcript_uploads (
      id uuid PRIMARY KEY,
      segments jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX transcript_uploads_created_idx ON transcript_uploads (created_at);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE transcript_uploads`.execute(db)
}
