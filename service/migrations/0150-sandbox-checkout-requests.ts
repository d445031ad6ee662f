import { sql, type Kysely } from 'kysely'

/**
 * The checkout wizard's submissions by idempotency key: a retried submit (a lost answer, a double click) finds the
 * order its first attempt created instead of placing a second one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_checkout_requests (
      idempotency_key text PRIMARY KEY,
      order_id integer NOT NULL REFERENCES sandbox_orders(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_checkout_requests`.execute(db)
}
