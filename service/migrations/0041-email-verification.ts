import { sql, type Kysely } from 'kysely'

/**
 * E-mail verification: when an account proved it reads its mailbox, and the single-use links that prove it.
 *
 * Accounts that exist now (the seeded demo accounts, anything created before this feature) count as verified.
 * The links get their own table rather than sharing password_reset_tokens: that table has no purpose column, so
 * a shared one would let a verification link reset a password (and the other way round); the two also differ
 * in lifetime (24 h here, 1 h for a reset).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE accounts ADD COLUMN email_verified_at timestamptz;
    UPDATE accounts SET email_verified_at = now();
    CREATE TABLE email_verification_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX email_verification_tokens_account_idx ON email_verification_tokens (account_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE email_verification_tokens;
    ALTER TABLE accounts DROP COLUMN email_verified_at;
  `.execute(db)
}
