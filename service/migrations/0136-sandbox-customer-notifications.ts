import { sql, type Kysely } from 'kysely'

/** Which store mails a customer gets, set on the customer's notifications tab; a customer without a row gets them all. Scope and foreign key: 0137. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_customer_notifications (
      customer_id integer PRIMARY KEY,
      prefs jsonb NOT NULL
    )
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_customer_notifications`.execute(db)
}
