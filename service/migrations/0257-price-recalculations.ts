import { sql, type Kysely } from 'kysely'

/**
 * A recalculation re-prices usage rows of a period by the price table as it now stands: an explicit action of the
 * superadmin, recorded here (who, why, which rows, what it changed) beside the audit log. Months with an issued
 * invoice are never touched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE price_recalculations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      from_day date NOT NULL,
      to_day date NOT NULL,
      kind text,
      org_id uuid REFERENCES organizations(id) ON DELETE SET NULL,
      reason text NOT NULL,
      rows_changed integer NOT NULL,
      rows_skipped integer NOT NULL,
      delta_minor bigint NOT NULL,
      created_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE price_recalculations`.execute(db)
}
