import { sql, type Kysely } from 'kysely'

/**
 * Extra time a manager grants one candidate (an accommodation): a percentage added to the think and answer time of
 * every question opened after the grant, with who granted it, when, and a note. Questions opened before keep the
 * deadlines they were given: the server never moves a running clock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE self_interviews
      ADD COLUMN extra_time_percent int NOT NULL DEFAULT 0 CHECK (extra_time_percent BETWEEN 0 AND 100),
      ADD COLUMN accommodation_note text,
      ADD COLUMN accommodation_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      ADD COLUMN accommodation_at timestamptz;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE self_interviews DROP COLUMN extra_time_percent, DROP COLUMN accommodation_note,
      DROP COLUMN accommodation_by, DROP COLUMN accommodation_at;
  `.execute(db)
}
