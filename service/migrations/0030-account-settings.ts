import { sql, type Kysely } from 'kysely'

/**
 * Account settings: profile fields, notification preferences, and two-step sign-in (a pending TOTP seed during
 * setup, the last accepted time step against replays, sign-in challenges and single-use recovery codes).
 * Seeds are stored sealed (AES-256-GCM, see domain/crypto/secret-box.ts), recovery codes and challenges hashed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE accounts
      ADD COLUMN phone text,
      ADD COLUMN timezone text,
      ADD COLUMN notification_preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
      ADD COLUMN totp_pending_secret text,
      ADD COLUMN totp_last_step bigint;
    CREATE TABLE two_step_challenges (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      attempts integer NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX two_step_challenges_account_idx ON two_step_challenges (account_id, created_at);
    CREATE TABLE two_step_recovery_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (account_id, code_hash)
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE two_step_recovery_codes, two_step_challenges;
    ALTER TABLE accounts
      DROP COLUMN phone,
      DROP COLUMN timezone,
      DROP COLUMN notification_preferences,
      DROP COLUMN totp_pending_secret,
      DROP COLUMN totp_last_step;
  `.execute(db)
}
