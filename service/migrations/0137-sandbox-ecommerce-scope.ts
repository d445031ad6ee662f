import { sql, type Kysely } from 'kysely'

/**
 * The e-commerce tables of 0135 and 0136 join the sandbox scope (issue #17, as 0130 did for the spec's tables):
 * a `scope` column (the organization's id, or the nil uuid for the seed copy), primary keys and unique rules with
 * it, and foreign keys to the scoped keys of the products, orders and customers. The existing rows (the six
 * categories, any store settings) become the seed copy's; the seeders write the categories afresh with the seed copy.
 * Organizations that already have a copy gain the six categories here (one INSERT … SELECT per copy).
 * The checkout requests table (0150) is created scoped.
 */
const TABLES = [
  'sandbox_product_details',
  'sandbox_product_images',
  'sandbox_categories',
  'sandbox_store_settings',
  'sandbox_order_details',
  'sandbox_customer_notifications',
] as const

const NIL = '00000000-0000-0000-0000-000000000000'

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    const t = sql.table(table)
    await sql`ALTER TABLE ${t} ADD COLUMN scope uuid NOT NULL DEFAULT ${sql.lit(NIL)}::uuid`.execute(db)
    await sql`ALTER TABLE ${t} ALTER COLUMN scope SET DEFAULT current_setting('debrief.sandbox_scope')::uuid`.execute(
      db,
    )
    await sql`ALTER TABLE ${t} DROP CONSTRAINT ${sql.id(`${table}_pkey`)}`.execute(db)
  }
  await sql`
    DELETE FROM sandbox_product_details d WHERE NOT EXISTS (SELECT 1 FROM sandbox_products p WHERE p.scope = d.scope AND p.id = d.product_id);
    UPDATE sandbox_product_images i SET product_id = NULL
      WHERE product_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sandbox_products p WHERE p.scope = i.scope AND p.id = i.product_id);
    DELETE FROM sandbox_order_details d WHERE NOT EXISTS (SELECT 1 FROM sandbox_orders o WHERE o.scope = d.scope AND o.order_number = d.order_number);
    DELETE FROM sandbox_customer_notifications n
      WHERE NOT EXISTS (SELECT 1 FROM sandbox_customers c WHERE c.scope = n.scope AND c.customer_id = n.customer_id);

    ALTER TABLE sandbox_product_details ADD PRIMARY KEY (scope, product_id),
      ADD CONSTRAINT sandbox_product_details_product_fkey FOREIGN KEY (scope, product_id) REFERENCES sandbox_products (scope, id) ON DELETE CASCADE;
    ALTER TABLE sandbox_product_images ADD PRIMARY KEY (scope, id),
      ADD CONSTRAINT sandbox_product_images_product_fkey FOREIGN KEY (scope, product_id) REFERENCES sandbox_products (scope, id) ON DELETE SET NULL (product_id);
    DROP INDEX sandbox_product_images_product_idx;
    CREATE INDEX sandbox_product_images_product_idx ON sandbox_product_images (scope, product_id, position);

    -- Ids are per copy (last + 1 under the scope's lock), so the table-wide sequence goes.
    ALTER TABLE sandbox_categories ALTER COLUMN id DROP DEFAULT, ADD PRIMARY KEY (scope, id);
    DROP SEQUENCE IF EXISTS sandbox_categories_id_seq;
    DROP INDEX sandbox_categories_title_idx;
    CREATE UNIQUE INDEX sandbox_categories_title_idx ON sandbox_categories (scope, lower(title));

    ALTER TABLE sandbox_store_settings ADD PRIMARY KEY (scope, id);
    ALTER TABLE sandbox_order_details ADD PRIMARY KEY (scope, order_number),
      ADD CONSTRAINT sandbox_order_details_order_fkey FOREIGN KEY (scope, order_number) REFERENCES sandbox_orders (scope, order_number) ON DELETE CASCADE;
    ALTER TABLE sandbox_customer_notifications ADD PRIMARY KEY (scope, customer_id),
      ADD CONSTRAINT sandbox_customer_notifications_customer_fkey FOREIGN KEY (scope, customer_id) REFERENCES sandbox_customers (scope, customer_id) ON DELETE CASCADE;

    INSERT INTO sandbox_categories (scope, id, title, description)
      SELECT s.scope, c.id, c.title, c.description FROM sandbox_scopes s CROSS JOIN sandbox_categories c
      WHERE s.scope <> ${sql.lit(NIL)}::uuid AND c.scope = ${sql.lit(NIL)}::uuid
      ON CONFLICT DO NOTHING;
  `.execute(db)
}

/** Back to one shared set: the seed copy's rows stay, every organization's copy of these tables is dropped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES].reverse())
    await sql`DELETE FROM ${sql.table(table)} WHERE scope <> ${sql.lit(NIL)}::uuid`.execute(db)
  await sql`
    ALTER TABLE sandbox_product_details DROP CONSTRAINT sandbox_product_details_product_fkey;
    ALTER TABLE sandbox_product_images DROP CONSTRAINT sandbox_product_images_product_fkey;
    ALTER TABLE sandbox_order_details DROP CONSTRAINT sandbox_order_details_order_fkey;
    ALTER TABLE sandbox_customer_notifications DROP CONSTRAINT sandbox_customer_notifications_customer_fkey;
    DROP INDEX sandbox_categories_title_idx;
  `.execute(db)
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.id(`${table}_pkey`)}`.execute(db)
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN scope`.execute(db)
  }
  await sql`
    ALTER TABLE sandbox_product_details ADD PRIMARY KEY (product_id);
    ALTER TABLE sandbox_product_images ADD PRIMARY KEY (id);
    CREATE INDEX sandbox_product_images_product_idx ON sandbox_product_images (product_id, position);
    CREATE SEQUENCE sandbox_categories_id_seq OWNED BY sandbox_categories.id;
    SELECT setval('sandbox_categories_id_seq', coalesce((SELECT max(id) FROM sandbox_categories), 0) + 1, false);
    ALTER TABLE sandbox_categories ALTER COLUMN id SET DEFAULT nextval('sandbox_categories_id_seq'), ADD PRIMARY KEY (id);
    CREATE UNIQUE INDEX sandbox_categories_title_idx ON sandbox_categories (lower(title));
    ALTER TABLE sandbox_store_settings ADD PRIMARY KEY (id);
    ALTER TABLE sandbox_order_details ADD PRIMARY KEY (order_number);
    ALTER TABLE sandbox_customer_notifications ADD PRIMARY KEY (customer_id);
  `.execute(db)
}
