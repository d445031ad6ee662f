import { sql, type Kysely } from 'kysely'

/**
 * Reviewers score a self-interview's answers against each question's rubric criteria (1-5, a comment each). One
 * review per interview and reviewer (an account for now; reviewers without accounts may later get their own
 * column beside reviewer_id), a draft until submitted, final after. The unique keys make a retried save land on
 * the same rows instead of writing them twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE self_interview_reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      interview_id uuid NOT NULL REFERENCES self_interviews(id) ON DELETE CASCADE,
      reviewer_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted')),
      submitted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT self_interview_reviews_one_per_reviewer UNIQUE (interview_id, reviewer_id),
      CONSTRAINT self_interview_reviews_submitted_at CHECK ((status = 'submitted') = (submitted_at IS NOT NULL))
    );
    CREATE INDEX self_interview_reviews_reviewer_idx ON self_interview_reviews (reviewer_id);

    CREATE TABLE self_interview_review_scores (
      review_id uuid NOT NULL REFERENCES self_interview_reviews(id) ON DELETE CASCADE,
      question_id text NOT NULL,
      criterion_id text NOT NULL,
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 4000),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (review_id, question_id, criterion_id)
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE self_interview_review_scores; DROP TABLE self_interview_reviews`.execute(db)
}
