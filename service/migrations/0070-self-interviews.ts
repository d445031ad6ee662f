import { sql, type Kysely } from 'kysely'

/**
 * Self-interviews: one-way interviews by link. The link's uid is stored only as its SHA-256 (and sealed for
 * the reminder mail); the question set is kept as the template row it came from plus a snapshot of its
 * questions, so a later version of the set never changes a running interview. Each answer row stores the
 * server's deadlines for its question, set when the candidate opens it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE self_interviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      template_id uuid REFERENCES templates(id) ON DELETE SET NULL,
      question_set_name text NOT NULL,
      question_set_version integer NOT NULL,
      questions jsonb NOT NULL,
      candidate_name text NOT NULL,
      candidate_email text NOT NULL,
      profile_id uuid REFERENCES digital_profiles(id) ON DELETE SET NULL,
      language text NOT NULL CHECK (language IN ('en', 'ru', 'fr', 'ar')),
      mode text NOT NULL DEFAULT 'steps' CHECK (mode IN ('steps', 'one-page')),
      requested_kinds text[] NOT NULL DEFAULT '{}',
      state text NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'opened', 'in_progress', 'completed', 'expired', 'revoked')),
      uid_hash text NOT NULL UNIQUE,
      uid_sealed text NOT NULL,
      expires_at timestamptz NOT NULL,
      reminder_sent_at timestamptz,
      consent_at timestamptz,
      meeting_id uuid REFERENCES meetings(id) ON DELETE SET NULL,
      analysis_id uuid REFERENCES analyses(id) ON DELETE SET NULL,
      created_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX self_interviews_org_created_idx ON self_interviews (org_id, created_at);
    CREATE INDEX self_interviews_org_state_idx ON self_interviews (org_id, state, created_at);
    CREATE INDEX self_interviews_org_name_idx ON self_interviews (org_id, lower(candidate_name));
    -- The reminder job scans open interviews by expiry.
    CREATE INDEX self_interviews_due_idx ON self_interviews (expires_at) WHERE state IN ('created', 'opened', 'in_progress');

    CREATE TABLE self_interview_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      interview_id uuid NOT NULL REFERENCES self_interviews(id) ON DELETE CASCADE,
      kind text NOT NULL,
      meta jsonb NOT NULL DEFAULT '{}',
      at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX self_interview_events_interview_idx ON self_interview_events (interview_id, at);

    CREATE TABLE self_interview_answers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      interview_id uuid NOT NULL REFERENCES self_interviews(id) ON DELETE CASCADE,
      question_id text NOT NULL,
      position integer NOT NULL,
      opened_at timestamptz,
      think_deadline timestamptz,
      answer_deadline timestamptz,
      text text NOT NULL DEFAULT '',
      submitted_at timestamptz,
      transcript text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (interview_id, question_id)
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE self_interview_answers, self_interview_events, self_interviews`.execute(db)
}
