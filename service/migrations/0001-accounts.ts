import { sql, type Kysely } from 'kysely'

/** Organizations, accounts, sessions with rotating refresh tokens, password-reset tokens and the mail outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE organizations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      slug text NOT NULL UNIQUE,
      plan text NOT NULL DEFAULT 'basic' CHECK (plan IN ('basic', 'team', 'company', 'enterprise')),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE accounts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid REFERENCES organizations(id) ON DELETE CASCADE,
      email text NOT NULL,
      full_name text NOT NULL,
      role text NOT NULL CHECK (role IN ('superadmin', 'admin', 'client', 'demo', 'omc')),
      password_hash text,
      avatar text,
      home_path text,
      language text NOT NULL DEFAULT 'en',
      disabled boolean NOT NULL DEFAULT false,
      totp_secret text,
      totp_enabled boolean NOT NULL DEFAULT false,
      last_sign_in_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((role IN ('admin', 'client')) = (org_id IS NOT NULL))
    );
    CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email));
    CREATE INDEX accounts_org_idx ON accounts (org_id, created_at);
    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      user_agent text,
      ip text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    );
    CREATE INDEX sessions_account_idx ON sessions (account_id);
    CREATE TABLE refresh_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);
    CREATE TABLE password_reset_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE outbox_emails (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_address text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE outbox_emails, password_reset_tokens, refresh_tokens, sessions, accounts, organizations`.execute(
    db,
  )
}
