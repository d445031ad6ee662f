import { sql, type Kysely } from 'kysely'

/**
 * The admin-template sandbox (spec section 7): one table per sample entity with the spec's integer ids.
 * Anything a list filters or sorts on is a real column; nested shapes that are only carried (recipients,
 * attachments, replies, kanban labels and members) are JSONB. Prices are a numeric amount plus a currency
 * sign so they sort numerically. Whole page documents (FAQ intro, help center, profile) live in
 * sandbox_documents, keyed by name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_documents (key text PRIMARY KEY, body jsonb NOT NULL);
    CREATE TABLE sandbox_courses (
      id integer PRIMARY KEY, user_name text NOT NULL, image text NOT NULL, tutor_img text NOT NULL,
      completed_tasks integer NOT NULL, total_tasks integer NOT NULL CHECK (total_tasks > 0), user_count integer NOT NULL,
      note integer NOT NULL, view integer NOT NULL, time text NOT NULL, logo text NOT NULL, color text NOT NULL,
      course_title text NOT NULL, description text NOT NULL, tags text NOT NULL, rating numeric(2,1) NOT NULL, rating_count integer NOT NULL
    );
    CREATE TABLE sandbox_calendar_events (
      id integer PRIMARY KEY, url text NOT NULL DEFAULT '', title text NOT NULL, start_at timestamptz NOT NULL, end_at timestamptz NOT NULL,
      all_day boolean NOT NULL DEFAULT false, calendar text NOT NULL, guests jsonb NOT NULL DEFAULT '[]', location text, description text
    );
    CREATE INDEX sandbox_calendar_events_calendar_idx ON sandbox_calendar_events (calendar);
    CREATE TABLE sandbox_chat_contacts (
      id integer PRIMARY KEY, full_name text NOT NULL, role text NOT NULL, about text NOT NULL, avatar text NOT NULL DEFAULT '',
      status text NOT NULL CHECK (status IN ('online', 'offline', 'busy', 'away'))
    );
    CREATE TABLE sandbox_chats (
      id integer PRIMARY KEY, user_id integer NOT NULL UNIQUE REFERENCES sandbox_chat_contacts(id) ON DELETE CASCADE,
      unseen_msgs integer NOT NULL DEFAULT 0
    );
    CREATE TABLE sandbox_chat_messages (
      id serial PRIMARY KEY, chat_id integer NOT NULL REFERENCES sandbox_chats(id) ON DELETE CASCADE, message text NOT NULL,
      time timestamptz NOT NULL DEFAULT now(), sender_id integer NOT NULL,
      is_sent boolean NOT NULL DEFAULT true, is_delivered boolean NOT NULL DEFAULT false, is_seen boolean NOT NULL DEFAULT false
    );
    CREATE INDEX sandbox_chat_messages_chat_idx ON sandbox_chat_messages (chat_id, id);
    CREATE TABLE sandbox_products (
      id integer PRIMARY KEY, product_name text NOT NULL, category text NOT NULL, stock boolean NOT NULL, sku integer NOT NULL,
      price numeric(12,2) NOT NULL, currency text NOT NULL DEFAULT '$', qty integer NOT NULL,
      status text NOT NULL CHECK (status IN ('Inactive', 'Published', 'Scheduled')), image text NOT NULL, product_brand text NOT NULL
    );
    CREATE INDEX sandbox_products_price_idx ON sandbox_products (price);
    CREATE INDEX sandbox_products_category_idx ON sandbox_products (category, status);
    CREATE TABLE sandbox_reviews (
      id integer PRIMARY KEY, product text NOT NULL, company_name text NOT NULL, product_image text NOT NULL, reviewer text NOT NULL,
      email text NOT NULL, avatar text NOT NULL, date date NOT NULL, status text NOT NULL CHECK (status IN ('Published', 'Pending')),
      review integer NOT NULL CHECK (review BETWEEN 1 AND 5), head text NOT NULL, para text NOT NULL
    );
    CREATE INDEX sandbox_reviews_status_idx ON sandbox_reviews (status, date);
    CREATE TABLE sandbox_referrals (
      id integer PRIMARY KEY, user_name text NOT NULL, email text NOT NULL, avatar text NOT NULL, referred_id integer NOT NULL,
      status text NOT NULL CHECK (status IN ('Unpaid', 'Paid', 'Rejected')), value numeric(12,2) NOT NULL, earning numeric(12,2) NOT NULL,
      currency text NOT NULL DEFAULT '$'
    );
    CREATE TABLE sandbox_orders (
      id integer PRIMARY KEY, order_number integer NOT NULL UNIQUE, customer text NOT NULL, email text NOT NULL, avatar text NOT NULL,
      payment integer NOT NULL CHECK (payment BETWEEN 1 AND 4),
      status text NOT NULL CHECK (status IN ('Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched')),
      spent numeric(12,2) NOT NULL, method text NOT NULL CHECK (method IN ('paypalLogo', 'mastercard')), date date NOT NULL,
      time text NOT NULL, method_number integer NOT NULL
    );
    CREATE INDEX sandbox_orders_date_idx ON sandbox_orders (date);
    CREATE TABLE sandbox_customers (
      id integer PRIMARY KEY, customer text NOT NULL, customer_id integer NOT NULL UNIQUE, email text NOT NULL, country text NOT NULL,
      country_flag text NOT NULL, country_code text NOT NULL, orders integer NOT NULL, total_spent numeric(12,2) NOT NULL, avatar text NOT NULL,
      status text NOT NULL DEFAULT 'Active', contact text NOT NULL
    );
    CREATE TABLE sandbox_emails (
      id integer PRIMARY KEY, to_list jsonb NOT NULL, from_email text NOT NULL, from_name text NOT NULL, from_avatar text NOT NULL,
      subject text NOT NULL, cc jsonb NOT NULL DEFAULT '[]', bcc jsonb NOT NULL DEFAULT '[]', message text NOT NULL,
      attachments jsonb NOT NULL DEFAULT '[]', is_starred boolean NOT NULL DEFAULT false, labels text[] NOT NULL DEFAULT '{}',
      time timestamp NOT NULL, replies jsonb NOT NULL DEFAULT '[]',
      folder text NOT NULL CHECK (folder IN ('inbox', 'draft', 'spam', 'sent')),
      is_read boolean NOT NULL DEFAULT false, is_deleted boolean NOT NULL DEFAULT false
    );
    CREATE INDEX sandbox_emails_folder_idx ON sandbox_emails (folder, is_deleted, time DESC);
    CREATE TABLE sandbox_invoices (
      id integer PRIMARY KEY, issued_date date NOT NULL, due_date date NOT NULL, client_name text NOT NULL, client_company text NOT NULL,
      client_email text NOT NULL, client_address text NOT NULL, client_country text NOT NULL, client_contact text NOT NULL,
      service text NOT NULL, total numeric(12,2) NOT NULL, balance numeric(12,2) NOT NULL, avatar text NOT NULL,
      invoice_status text NOT NULL CHECK (invoice_status IN ('Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due')),
      payment_details jsonb NOT NULL
    );
    CREATE INDEX sandbox_invoices_issued_idx ON sandbox_invoices (issued_date);
    CREATE TABLE sandbox_kanban_boards (id serial PRIMARY KEY, title text NOT NULL, position integer NOT NULL);
    CREATE UNIQUE INDEX sandbox_kanban_boards_title_key ON sandbox_kanban_boards (lower(title));
    CREATE TABLE sandbox_kanban_items (
      id serial PRIMARY KEY, board_id integer NOT NULL REFERENCES sandbox_kanban_boards(id) ON DELETE CASCADE, position integer NOT NULL,
      title text NOT NULL, due_date date, labels jsonb NOT NULL DEFAULT '[]', members jsonb NOT NULL DEFAULT '[]', comments text NOT NULL DEFAULT '',
      attachments integer NOT NULL DEFAULT 0, comments_count integer NOT NULL DEFAULT 0, image text
    );
    CREATE INDEX sandbox_kanban_items_board_idx ON sandbox_kanban_items (board_id, position);
    CREATE TABLE sandbox_vehicles (
      id integer PRIMARY KEY, location integer NOT NULL, start_city text NOT NULL, start_country text NOT NULL, end_city text NOT NULL,
      end_country text NOT NULL, warnings text NOT NULL, progress integer NOT NULL CHECK (progress BETWEEN 0 AND 100)
    );
    CREATE TABLE sandbox_permissions (
      id integer PRIMARY KEY, name text NOT NULL, assigned_to text[] NOT NULL, created_date text NOT NULL, created_at timestamptz NOT NULL
    );
    CREATE TABLE sandbox_users (
      id integer PRIMARY KEY, full_name text NOT NULL, company text NOT NULL, role text NOT NULL, username text NOT NULL,
      country text NOT NULL, contact text NOT NULL, email text NOT NULL, current_plan text NOT NULL, status text NOT NULL,
      avatar text NOT NULL DEFAULT '', task_done integer NOT NULL DEFAULT 0, project_done integer NOT NULL DEFAULT 0,
      tax_id text NOT NULL DEFAULT '', language text NOT NULL DEFAULT 'English'
    );
    CREATE INDEX sandbox_users_filter_idx ON sandbox_users (role, current_plan, status);
    CREATE TABLE sandbox_sales (id integer PRIMARY KEY, product jsonb NOT NULL, date date NOT NULL, buyer jsonb NOT NULL, payment jsonb NOT NULL);
    CREATE TABLE sandbox_faq_groups (
      id integer PRIMARY KEY, slug text NOT NULL UNIQUE, faq_title text NOT NULL, faq_icon text NOT NULL, faq_subtitle text NOT NULL
    );
    CREATE TABLE sandbox_faqs (
      id integer PRIMARY KEY, group_id integer NOT NULL REFERENCES sandbox_faq_groups(id) ON DELETE CASCADE,
      question text NOT NULL, answer text NOT NULL
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE sandbox_faqs, sandbox_faq_groups, sandbox_sales, sandbox_users, sandbox_permissions, sandbox_vehicles,
      sandbox_kanban_items, sandbox_kanban_boards, sandbox_invoices, sandbox_emails, sandbox_customers, sandbox_orders,
      sandbox_referrals, sandbox_reviews, sandbox_products, sandbox_chat_messages, sandbox_chats, sandbox_chat_contacts,
      sandbox_calendar_events, sandbox_courses, sandbox_documents
  `.execute(db)
}
