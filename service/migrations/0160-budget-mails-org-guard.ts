import { sql, type Kysely } from 'kysely'

/**
 * Budget alerts are mailed by a job through the service's one mailer (SMTP and outbox) instead of being written
 * straight into the outbox, so each alert remembers when it was mailed (alerts before this were already in the
 * outbox: marked mailed). Issued invoices are legal records: deleting an organization that has one is refused
 * with SQLSTATE DB409 (the error handler answers 409) instead of failing deep in a cascade on a frozen invoice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE budget_alerts ADD COLUMN mailed_at timestamptz;
    UPDATE budget_alerts SET mailed_at = created_at;
    CREATE INDEX budget_alerts_unmailed_idx ON budget_alerts (created_at) WHERE mailed_at IS NULL;

    CREATE FUNCTION organizations_keep_invoices() RETURNS trigger LANGUAGE plpgsql AS $f$
    DECLARE n integer;
    BEGIN
      SELECT count(*) INTO n FROM invoices WHERE org_id = OLD.id AND status = 'issued';
      IF n > 0 THEN
        RAISE EXCEPTION 'The organization has % issued invoice(s), which are legal records and must be kept: it cannot be deleted (disable its accounts instead)', n
          USING ERRCODE = 'DB409';
      END IF;
      RETURN OLD;
    END
    $f$;
    CREATE TRIGGER organizations_keep_invoices BEFORE DELETE ON organizations FOR EACH ROW EXECUTE FUNCTION organizations_keep_invoices();
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER organizations_keep_invoices ON organizations;
    DROP FUNCTION organizations_keep_invoices();
    DROP INDEX budget_alerts_unmailed_idx;
    ALTER TABLE budget_alerts DROP COLUMN mailed_at;
  `.execute(db)
}
