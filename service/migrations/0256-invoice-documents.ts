import { sql, type Kysely } from 'kysely'

/**
 * Invoices an accountant can file.
 * - `billing_profiles`: the buyer's legal name, address, VAT id, billing mail and the invoice language, edited by
 *   the organization's admin.
 * - `invoice_series`: one gap-free counter per seller (its VAT id, else its name), locked while numbering, so
 *   numbers are sequential and unique across organizations and instances.
 * - An issued invoice keeps what it was issued with: the seller and buyer as printed, its language, the printed
 *   number and the due date. Invoices issued before this keep their per-organization numbers (`seller_key` null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE billing_profiles (
      org_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
      legal_name text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      vat_id text NOT NULL DEFAULT '',
      email text NOT NULL DEFAULT '',
      language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ru', 'fr', 'ar')),
      updated_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE invoice_series (
      seller_key text PRIMARY KEY,
      last_number integer NOT NULL DEFAULT 0 CHECK (last_number >= 0)
    );

    ALTER TABLE invoices
      ADD COLUMN seller_key text,
      ADD COLUMN number_text text,
      ADD COLUMN seller jsonb,
      ADD COLUMN buyer jsonb,
      ADD COLUMN language text,
      ADD COLUMN due_on date;
    ALTER TABLE invoices DROP CONSTRAINT invoices_org_id_number_key;
    CREATE UNIQUE INDEX invoices_legacy_number_key ON invoices (org_id, number) WHERE seller_key IS NULL AND number IS NOT NULL;
    CREATE UNIQUE INDEX invoices_seller_number_key ON invoices (seller_key, number) WHERE seller_key IS NOT NULL;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX invoices_seller_number_key;
    DROP INDEX invoices_legacy_number_key;
    ALTER TABLE invoices DROP COLUMN seller_key, DROP COLUMN number_text, DROP COLUMN seller, DROP COLUMN buyer,
      DROP COLUMN language, DROP COLUMN due_on;
    ALTER TABLE invoices ADD CONSTRAINT invoices_org_id_number_key UNIQUE (org_id, number);
    DROP TABLE invoice_series, billing_profiles;
  `.execute(db)
}
