import { sql, type Kysely } from 'kysely'

/**
 * Invoice line items and the figures an edited invoice keeps beside them (note, tax rate, discount), in tables of
 * their own: an invoice never edited has neither and shows its service and total as its one line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_invoice_figures (
      invoice_id integer PRIMARY KEY REFERENCES sandbox_invoices(id) ON DELETE CASCADE,
      note text NOT NULL DEFAULT '',
      tax_percent numeric(5,2) NOT NULL DEFAULT 0 CHECK (tax_percent BETWEEN 0 AND 100),
      discount numeric(12,2) NOT NULL DEFAULT 0 CHECK (discount >= 0)
    );
    CREATE TABLE sandbox_invoice_lines (
      invoice_id integer NOT NULL REFERENCES sandbox_invoices(id) ON DELETE CASCADE,
      position integer NOT NULL,
      item text NOT NULL,
      description text NOT NULL DEFAULT '',
      cost numeric(12,2) NOT NULL CHECK (cost >= 0),
      qty integer NOT NULL CHECK (qty > 0),
      PRIMARY KEY (invoice_id, position)
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_invoice_lines, sandbox_invoice_figures`.execute(db)
}
