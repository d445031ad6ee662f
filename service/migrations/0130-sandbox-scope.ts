import { sql, type Kysely } from 'kysely'

/**
 * Each organization its own sandbox (issue #17). Every sandbox table that holds sample data gets a `scope`: the
 * organization's id, or the nil uuid for the shared seed copy that accounts without an organization read. Primary
 * keys become (scope, id), so the spec's integer ids stay per organization, and every foreign key and unique rule
 * includes the scope, so no row can point into another organization's copy.
 *
 * The column's default reads the transaction setting `debrief.sandbox_scope`, which only the seeding of the seed
 * copy sets: application code names the scope on every insert, and an insert that forgets it fails (no setting, or
 * an empty one, is not a uuid) instead of landing in someone else's copy.
 *
 * The existing rows become the seed copy's; `sandbox_scopes` has no row for it yet, so the next start (or first
 * request) rebuilds the seed copy from the seeders, pristine. Page documents and the FAQ (sandbox_documents,
 * sandbox_faq_groups, sandbox_faqs) are read-only reference text, shared by all and not scoped.
 */
export const SCOPED_TABLES = [
  'sandbox_courses',
  'sandbox_calendar_events',
  'sandbox_chat_contacts',
  'sandbox_chats',
  'sandbox_chat_messages',
  'sandbox_products',
  'sandbox_reviews',
  'sandbox_referrals',
  'sandbox_orders',
  'sandbox_customers',
  'sandbox_emails',
  'sandbox_invoices',
  'sandbox_invoice_figures',
  'sandbox_invoice_lines',
  'sandbox_kanban_boards',
  'sandbox_kanban_items',
  'sandbox_vehicles',
  'sandbox_permissions',
  'sandbox_users',
  'sandbox_sales',
] as const

const NIL = '00000000-0000-0000-0000-000000000000'

/** Tables whose primary key is (id) today; the rest are handled one by one below. */
const ID_KEYED = SCOPED_TABLES.filter((t) => t !== 'sandbox_invoice_figures' && t !== 'sandbox_invoice_lines')

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sandbox_chats DROP CONSTRAINT sandbox_chats_user_id_fkey, DROP CONSTRAINT sandbox_chats_user_id_key;
    ALTER TABLE sandbox_chat_messages DROP CONSTRAINT sandbox_chat_messages_chat_id_fkey;
    ALTER TABLE sandbox_kanban_items DROP CONSTRAINT sandbox_kanban_items_board_id_fkey;
    ALTER TABLE sandbox_invoice_figures DROP CONSTRAINT sandbox_invoice_figures_invoice_id_fkey, DROP CONSTRAINT sandbox_invoice_figures_pkey;
    ALTER TABLE sandbox_invoice_lines DROP CONSTRAINT sandbox_invoice_lines_invoice_id_fkey, DROP CONSTRAINT sandbox_invoice_lines_pkey;
    ALTER TABLE sandbox_orders DROP CONSTRAINT sandbox_orders_order_number_key;
    ALTER TABLE sandbox_customers DROP CONSTRAINT sandbox_customers_customer_id_key;
    DROP INDEX sandbox_kanban_boards_title_key;
  `.execute(db)
  for (const table of SCOPED_TABLES) {
    const t = sql.table(table)
    await sql`ALTER TABLE ${t} ADD COLUMN scope uuid NOT NULL DEFAULT ${sql.lit(NIL)}::uuid`.execute(db)
    await sql`ALTER TABLE ${t} ALTER COLUMN scope SET DEFAULT current_setting('debrief.sandbox_scope')::uuid`.execute(
      db,
    )
  }
  for (const table of ID_KEYED) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.id(`${table}_pkey`)}, ADD PRIMARY KEY (scope, id)`.execute(
      db,
    )
  }
  await sql`
    ALTER TABLE sandbox_invoice_figures ADD PRIMARY KEY (scope, invoice_id),
      ADD FOREIGN KEY (scope, invoice_id) REFERENCES sandbox_invoices (scope, id) ON DELETE CASCADE;
    ALTER TABLE sandbox_invoice_lines ADD PRIMARY KEY (scope, invoice_id, position),
      ADD FOREIGN KEY (scope, invoice_id) REFERENCES sandbox_invoices (scope, id) ON DELETE CASCADE;
    ALTER TABLE sandbox_chats ADD CONSTRAINT sandbox_chats_user_id_key UNIQUE (scope, user_id),
      ADD CONSTRAINT sandbox_chats_user_id_fkey FOREIGN KEY (scope, user_id) REFERENCES sandbox_chat_contacts (scope, id) ON DELETE CASCADE;
    ALTER TABLE sandbox_chat_messages ADD CONSTRAINT sandbox_chat_messages_chat_id_fkey FOREIGN KEY (scope, chat_id) REFERENCES sandbox_chats (scope, id) ON DELETE CASCADE;
    ALTER TABLE sandbox_kanban_items ADD CONSTRAINT sandbox_kanban_items_board_id_fkey FOREIGN KEY (scope, board_id) REFERENCES sandbox_kanban_boards (scope, id) ON DELETE CASCADE;
    ALTER TABLE sandbox_orders ADD CONSTRAINT sandbox_orders_order_number_key UNIQUE (scope, order_number);
    ALTER TABLE sandbox_customers ADD CONSTRAINT sandbox_customers_customer_id_key UNIQUE (scope, customer_id);
    CREATE UNIQUE INDEX sandbox_kanban_boards_title_key ON sandbox_kanban_boards (scope, lower(title));

    DROP INDEX sandbox_calendar_events_calendar_idx, sandbox_chat_messages_chat_idx, sandbox_products_price_idx, sandbox_products_category_idx,
      sandbox_reviews_status_idx, sandbox_orders_date_idx, sandbox_emails_folder_idx, sandbox_invoices_issued_idx, sandbox_kanban_items_board_idx,
      sandbox_users_filter_idx;
    CREATE INDEX sandbox_calendar_events_calendar_idx ON sandbox_calendar_events (scope, calendar);
    CREATE INDEX sandbox_chat_messages_chat_idx ON sandbox_chat_messages (scope, chat_id, id);
    CREATE INDEX sandbox_products_price_idx ON sandbox_products (scope, price);
    CREATE INDEX sandbox_products_category_idx ON sandbox_products (scope, category, status);
    CREATE INDEX sandbox_reviews_status_idx ON sandbox_reviews (scope, status, date);
    CREATE INDEX sandbox_orders_date_idx ON sandbox_orders (scope, date);
    CREATE INDEX sandbox_emails_folder_idx ON sandbox_emails (scope, folder, is_deleted, time DESC);
    CREATE INDEX sandbox_invoices_issued_idx ON sandbox_invoices (scope, issued_date);
    CREATE INDEX sandbox_kanban_items_board_idx ON sandbox_kanban_items (scope, board_id, position);
    CREATE INDEX sandbox_users_filter_idx ON sandbox_users (scope, role, current_plan, status);

    -- One row per seeded copy: the seed copy (nil uuid) with the day its dates were seeded around, and each
    -- organization's copy. A copy is made once (on first use) and remade by a reset.
    CREATE TABLE sandbox_scopes (
      scope uuid PRIMARY KEY,
      seed_day date NOT NULL,
      seeded_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db)
}

/** Back to one shared set: the seed copy's rows stay, every organization's copy is dropped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_scopes`.execute(db)
  for (const table of [...SCOPED_TABLES].reverse())
    await sql`DELETE FROM ${sql.table(table)} WHERE scope <> ${sql.lit(NIL)}::uuid`.execute(db)
  await sql`
    ALTER TABLE sandbox_chats DROP CONSTRAINT sandbox_chats_user_id_fkey, DROP CONSTRAINT sandbox_chats_user_id_key;
    ALTER TABLE sandbox_chat_messages DROP CONSTRAINT sandbox_chat_messages_chat_id_fkey;
    ALTER TABLE sandbox_kanban_items DROP CONSTRAINT sandbox_kanban_items_board_id_fkey;
    ALTER TABLE sandbox_invoice_figures DROP CONSTRAINT sandbox_invoice_figures_scope_invoice_id_fkey, DROP CONSTRAINT sandbox_invoice_figures_pkey;
    ALTER TABLE sandbox_invoice_lines DROP CONSTRAINT sandbox_invoice_lines_scope_invoice_id_fkey, DROP CONSTRAINT sandbox_invoice_lines_pkey;
    ALTER TABLE sandbox_orders DROP CONSTRAINT sandbox_orders_order_number_key;
    ALTER TABLE sandbox_customers DROP CONSTRAINT sandbox_customers_customer_id_key;
    DROP INDEX sandbox_kanban_boards_title_key;
  `.execute(db)
  for (const table of ID_KEYED) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.id(`${table}_pkey`)}, ADD PRIMARY KEY (id)`.execute(
      db,
    )
  }
  await sql`
    ALTER TABLE sandbox_invoice_figures ADD PRIMARY KEY (invoice_id), ADD FOREIGN KEY (invoice_id) REFERENCES sandbox_invoices (id) ON DELETE CASCADE;
    ALTER TABLE sandbox_invoice_lines ADD PRIMARY KEY (invoice_id, position), ADD FOREIGN KEY (invoice_id) REFERENCES sandbox_invoices (id) ON DELETE CASCADE;
    ALTER TABLE sandbox_chats ADD CONSTRAINT sandbox_chats_user_id_key UNIQUE (user_id),
      ADD CONSTRAINT sandbox_chats_user_id_fkey FOREIGN KEY (user_id) REFERENCES sandbox_chat_contacts (id) ON DELETE CASCADE;
    ALTER TABLE sandbox_chat_messages ADD CONSTRAINT sandbox_chat_messages_chat_id_fkey FOREIGN KEY (chat_id) REFERENCES sandbox_chats (id) ON DELETE CASCADE;
    ALTER TABLE sandbox_kanban_items ADD CONSTRAINT sandbox_kanban_items_board_id_fkey FOREIGN KEY (board_id) REFERENCES sandbox_kanban_boards (id) ON DELETE CASCADE;
    ALTER TABLE sandbox_orders ADD CONSTRAINT sandbox_orders_order_number_key UNIQUE (order_number);
    ALTER TABLE sandbox_customers ADD CONSTRAINT sandbox_customers_customer_id_key UNIQUE (customer_id);
    CREATE UNIQUE INDEX sandbox_kanban_boards_title_key ON sandbox_kanban_boards (lower(title));
  `.execute(db)
  for (const table of SCOPED_TABLES) await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN scope`.execute(db)
  // Dropping the column dropped the indexes that led with it; put back the originals.
  await sql`
    CREATE INDEX sandbox_calendar_events_calendar_idx ON sandbox_calendar_events (calendar);
    CREATE INDEX sandbox_chat_messages_chat_idx ON sandbox_chat_messages (chat_id, id);
    CREATE INDEX sandbox_products_price_idx ON sandbox_products (price);
    CREATE INDEX sandbox_products_category_idx ON sandbox_products (category, status);
    CREATE INDEX sandbox_reviews_status_idx ON sandbox_reviews (status, date);
    CREATE INDEX sandbox_orders_date_idx ON sandbox_orders (date);
    CREATE INDEX sandbox_emails_folder_idx ON sandbox_emails (folder, is_deleted, time DESC);
    CREATE INDEX sandbox_invoices_issued_idx ON sandbox_invoices (issued_date);
    CREATE INDEX sandbox_kanban_items_board_idx ON sandbox_kanban_items (board_id, position);
    CREATE INDEX sandbox_users_filter_idx ON sandbox_users (role, current_plan, status);
  `.execute(db)
}
