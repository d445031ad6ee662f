import { sql, type Kysely } from 'kysely'

/**
 * Billing: a prepaid balance per organization with its ledger of movements (each with who, why and an
 * idempotency key), the monthly budget and hard cap, budget alerts (one row per threshold and month, so each
 * mails once), and invoices numbered without gaps per organization (a counter row locked while numbering),
 * frozen once issued (a trigger refuses changes to an issued invoice and its lines).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE org_billing (
      org_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
      balance_minor bigint NOT NULL DEFAULT 0,
      currency text NOT NULL DEFAULT 'EUR',
      monthly_budget_minor bigint CHECK (monthly_budget_minor > 0),
      hard_cap boolean NOT NULL DEFAULT false,
      last_invoice_number integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE balance_movements (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('top-up', 'adjustment', 'charge')),
      amount_minor bigint NOT NULL,
      balance_after_minor bigint NOT NULL,
      currency text NOT NULL DEFAULT 'EUR',
      reason text NOT NULL DEFAULT '',
      idempotency_key text NOT NULL,
      invoice_id uuid,
      created_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (org_id, idempotency_key)
    );
    CREATE INDEX balance_movements_org_idx ON balance_movements (org_id, created_at DESC);

    CREATE TABLE budget_alerts (
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      month date NOT NULL,
      threshold integer NOT NULL CHECK (threshold IN (50, 80, 100)),
      spend_minor bigint NOT NULL,
      budget_minor bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (org_id, month, threshold)
    );

    CREATE TABLE invoices (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      number integer,
      month date NOT NULL,
      status text NOT NULL CHECK (status IN ('draft', 'issued')),
      plan text NOT NULL,
      currency text NOT NULL,
      subtotal_minor bigint NOT NULL,
      tax_rule text NOT NULL,
      tax_rate_percent numeric(5, 2) NOT NULL,
      tax_minor bigint NOT NULL,
      total_minor bigint NOT NULL,
      issued_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'issued') = (number IS NOT NULL AND issued_at IS NOT NULL)),
      CHECK (total_minor = subtotal_minor + tax_minor),
      UNIQUE (org_id, number)
    );
    -- One issued invoice and at most one draft per organization and month.
    CREATE UNIQUE INDEX invoices_org_month_status_key ON invoices (org_id, month, status);
    CREATE INDEX invoices_org_idx ON invoices (org_id, month DESC);

    CREATE TABLE invoice_lines (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
      position integer NOT NULL,
      kind text NOT NULL,
      description text NOT NULL,
      quantity bigint NOT NULL,
      amount_minor bigint NOT NULL,
      UNIQUE (invoice_id, position)
    );

    CREATE FUNCTION invoices_frozen() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      IF OLD.status = 'issued' THEN
        RAISE EXCEPTION 'invoice % is issued and frozen', OLD.id USING ERRCODE = 'check_violation';
      END IF;
      RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
    END
    $f$;
    CREATE FUNCTION invoice_lines_frozen() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      IF EXISTS (SELECT 1 FROM invoices WHERE id = OLD.invoice_id AND status = 'issued') THEN
        RAISE EXCEPTION 'invoice % is issued and frozen', OLD.invoice_id USING ERRCODE = 'check_violation';
      END IF;
      RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
    END
    $f$;
    CREATE TRIGGER invoices_frozen BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_frozen();
    CREATE TRIGGER invoice_lines_frozen BEFORE UPDATE OR DELETE ON invoice_lines FOR EACH ROW EXECUTE FUNCTION invoice_lines_frozen();
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE invoice_lines, invoices, budget_alerts, balance_movements, org_billing;
    DROP FUNCTION invoice_lines_frozen(), invoices_frozen();
  `.execute(db)
}
