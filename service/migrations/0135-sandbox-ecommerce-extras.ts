import { sql, type Kysely } from 'kysely'

/**
 * What the e-commerce screens write beyond the spec's calls: a product's details (rich-text description,
 * variants, compare-at price), its uploaded images, the category list, the store settings and the lines and
 * addresses of an order (filled on first read, then kept). Each in a table of its own, beside the spec's tables.
 *
 * Written without the sandbox scope; its foreign keys (which cannot reference the scoped keys of 0130) and the
 * scope itself come in 0137-sandbox-ecommerce-scope.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_product_details (
      product_id integer PRIMARY KEY,
      description text NOT NULL DEFAULT '',
      barcode text NOT NULL DEFAULT '',
      compare_price numeric(12,2) CHECK (compare_price >= 0),
      charge_tax boolean NOT NULL DEFAULT true,
      variants jsonb NOT NULL DEFAULT '[]'
    );
    CREATE TABLE sandbox_product_images (
      id uuid PRIMARY KEY,
      product_id integer,
      position integer NOT NULL DEFAULT 0,
      name text NOT NULL,
      mime text NOT NULL,
      size bigint NOT NULL,
      storage_key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sandbox_product_images_product_idx ON sandbox_product_images (product_id, position);
    CREATE TABLE sandbox_categories (
      id serial PRIMARY KEY,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 60),
      description text NOT NULL DEFAULT ''
    );
    CREATE UNIQUE INDEX sandbox_categories_title_idx ON sandbox_categories (lower(title));
    INSERT INTO sandbox_categories (title, description) VALUES
      ('Electronics', 'Phones, laptops, audio and the cables between them'),
      ('Accessories', 'Bags, watches, cases and small things that go with'),
      ('Shoes', 'Sneakers, boots and sandals'),
      ('Office', 'Desks, chairs and paper'),
      ('Home Decor', 'Lamps, plants and frames'),
      ('Games', 'Consoles, controllers and board games');
    CREATE TABLE sandbox_store_settings (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      settings jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE sandbox_order_details (
      order_number integer PRIMARY KEY,
      lines jsonb NOT NULL,
      shipping_address jsonb NOT NULL,
      billing_address jsonb NOT NULL
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_order_details, sandbox_store_settings, sandbox_categories, sandbox_product_images, sandbox_product_details`.execute(
    db,
  )
}
