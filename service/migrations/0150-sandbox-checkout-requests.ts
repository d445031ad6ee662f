import { sql, type Kysely } from 'kysely'

/**
 * The checkout wizard's submissions by idempotency key: a retried submit (a lost answer, a double click) finds the
 * order its first attempt created instead of placing a second one. Per sandbox scope (like 0130): a key is unique
 * within one organization's copy, and the order it names is in that copy. (Written before the scope; its unscoped
 * foreign key to sandbox_orders(id) could not be created after 0130, so the table is created scoped here.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_checkout_requests (
      scope uuid NOT NULL DEFAULT current_setting('debrief.sandbox_scope')::uuid,
      idempotency_key text NOT NULL,
      order_id integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, idempotency_key),
      FOREIGN KEY (scope, order_id) REFERENCES sandbox_orders (scope, id) ON DELETE CASCADE
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_checkout_requests`.execute(db)
}
