import { sql, type Kysely } from 'kysely'

/**
 * Team review (issue 28 item 2): the manager invites reviewers to a self-interview with a due date. A reviewer is
 * an account of the interview's organization or someone without an account, known by e-mail and name, who reviews
 * through a link: only the link's SHA-256 is looked up (token_hash), and a sealed copy (token_sealed, under the
 * service's secret) lets the reminder mail carry the link again. One live invitation per reviewer and interview
 * (partial unique indexes), so parallel invitations of one address make one row. last_reminded_at is the claim
 * that keeps reminders to one a day however many instances run the job.
 *
 * An external reviewer's review hangs on the invitation: self_interview_reviews gets invitation_id beside
 * reviewer_id, exactly one of the two set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE self_interview_review_invitations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      interview_id uuid NOT NULL REFERENCES self_interviews(id) ON DELETE CASCADE,
      reviewer_id uuid REFERENCES accounts(id) ON DELETE CASCADE,
      email text CHECK (length(email) <= 254),
      name text CHECK (length(name) <= 200),
      due_at timestamptz NOT NULL,
      token_hash text UNIQUE,
      token_sealed text,
      revoked_at timestamptz,
      last_reminded_at timestamptz,
      created_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT self_interview_review_invitations_reviewer CHECK (
        (reviewer_id IS NOT NULL AND email IS NULL AND name IS NULL AND token_hash IS NULL AND token_sealed IS NULL)
        OR (reviewer_id IS NULL AND email IS NOT NULL AND name IS NOT NULL AND token_hash IS NOT NULL
            AND token_sealed IS NOT NULL)
      )
    );
    CREATE UNIQUE INDEX self_interview_review_invitations_live_account
      ON self_interview_review_invitations (interview_id, reviewer_id)
      WHERE revoked_at IS NULL AND reviewer_id IS NOT NULL;
    CREATE UNIQUE INDEX self_interview_review_invitations_live_email
      ON self_interview_review_invitations (interview_id, lower(email))
      WHERE revoked_at IS NULL AND email IS NOT NULL;
    CREATE INDEX self_interview_review_invitations_due_idx
      ON self_interview_review_invitations (due_at) WHERE revoked_at IS NULL;

    ALTER TABLE self_interview_reviews
      ALTER COLUMN reviewer_id DROP NOT NULL,
      ADD COLUMN invitation_id uuid REFERENCES self_interview_review_invitations(id) ON DELETE CASCADE,
      ADD CONSTRAINT self_interview_reviews_one_per_invitation UNIQUE (invitation_id),
      ADD CONSTRAINT self_interview_reviews_one_reviewer CHECK (num_nonnulls(reviewer_id, invitation_id) = 1);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM self_interview_reviews WHERE invitation_id IS NOT NULL;
    ALTER TABLE self_interview_reviews
      DROP CONSTRAINT self_interview_reviews_one_reviewer,
      DROP CONSTRAINT self_interview_reviews_one_per_invitation,
      DROP COLUMN invitation_id,
      ALTER COLUMN reviewer_id SET NOT NULL;
    DROP TABLE self_interview_review_invitations;
  `.execute(db)
}
