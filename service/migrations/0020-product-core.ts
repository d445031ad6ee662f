import { sql, type Kysely } from 'kysely'

/**
 * Product core: meetings with their transcript, org templates, digital profiles, analyses (our record of a
 * queued pg-boss job), reports (one per analysis and kind), share links and usage rows. Every table carries
 * org_id; indexes follow what the lists filter and sort by (org first, since every query is scoped by it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE meetings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      kind text NOT NULL CHECK (kind IN ('interview', 'negotiation', 'team', 'one-on-one', 'other')),
      scheduled_at timestamptz NOT NULL,
      duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
      status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'live', 'ended', 'processing', 'analyzed', 'failed')),
      participants jsonb NOT NULL DEFAULT '[]',
      requested_kinds text[] NOT NULL DEFAULT '{}',
      created_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX meetings_org_scheduled_idx ON meetings (org_id, scheduled_at);
    CREATE INDEX meetings_org_created_idx ON meetings (org_id, created_at);
    CREATE INDEX meetings_org_status_idx ON meetings (org_id, status);
    CREATE INDEX meetings_org_title_idx ON meetings (org_id, lower(title));

    CREATE TABLE transcripts (
      meeting_id uuid PRIMARY KEY REFERENCES meetings(id) ON DELETE CASCADE,
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      format text NOT NULL CHECK (format IN ('vtt', 'srt', 'plain', 'json')),
      segments jsonb NOT NULL,
      speakers text[] NOT NULL DEFAULT '{}',
      uploaded_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      uploaded_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE templates (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('report-template', 'question-set', 'rubric', 'competence-model')),
      name text NOT NULL,
      version integer NOT NULL DEFAULT 1 CHECK (version > 0),
      document jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (org_id, kind, name, version)
    );
    CREATE INDEX templates_org_kind_idx ON templates (org_id, kind, updated_at DESC);

    CREATE TABLE digital_profiles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      full_name text NOT NULL,
      email text,
      title text,
      company text,
      tags text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX digital_profiles_org_name_idx ON digital_profiles (org_id, lower(full_name));
    CREATE INDEX digital_profiles_org_updated_idx ON digital_profiles (org_id, updated_at);

    CREATE TABLE analyses (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      meeting_id uuid NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
      kinds text[] NOT NULL CHECK (cardinality(kinds) > 0),
      engine text NOT NULL CHECK (engine IN ('builtin', 'llm')),
      subject text,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed', 'cancelled')),
      progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
      error text,
      boss_job_id uuid,
      attempts integer NOT NULL DEFAULT 0,
      heartbeat_at timestamptz,
      created_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      started_at timestamptz,
      finished_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX analyses_org_idx ON analyses (org_id, created_at);
    CREATE INDEX analyses_meeting_idx ON analyses (meeting_id);
    -- The reaper looks for running analyses whose worker stopped beating.
    CREATE INDEX analyses_running_idx ON analyses (heartbeat_at) WHERE status = 'running';

    CREATE TABLE reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      analysis_id uuid REFERENCES analyses(id) ON DELETE SET NULL,
      kind text NOT NULL CHECK (kind IN ('self', 'recruiter', 'negotiation', 'digital-profile', 'belbin', 'competence', 'info-security', 'active-analysis', 'alfa')),
      title text NOT NULL,
      subject text,
      profile_id uuid REFERENCES digital_profiles(id) ON DELETE SET NULL,
      source_type text NOT NULL CHECK (source_type IN ('meeting', 'self-interview')),
      source_id uuid NOT NULL,
      source_title text NOT NULL,
      meeting_id uuid REFERENCES meetings(id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'ready', 'failed')),
      engine text NOT NULL CHECK (engine IN ('builtin', 'llm')),
      content jsonb NOT NULL DEFAULT '{}',
      summary text NOT NULL DEFAULT '',
      language text NOT NULL DEFAULT 'en',
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- One report per requested kind, however often a job is retried: the worker upserts on this.
      UNIQUE (analysis_id, kind)
    );
    CREATE INDEX reports_org_created_idx ON reports (org_id, created_at);
    CREATE INDEX reports_org_kind_idx ON reports (org_id, kind, created_at);
    CREATE INDEX reports_org_status_idx ON reports (org_id, status, created_at);
    CREATE INDEX reports_org_subject_idx ON reports (org_id, lower(subject));
    CREATE INDEX reports_profile_idx ON reports (profile_id, created_at) WHERE profile_id IS NOT NULL;
    CREATE INDEX reports_meeting_idx ON reports (meeting_id) WHERE meeting_id IS NOT NULL;

    CREATE TABLE report_shares (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      report_id uuid NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      created_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX report_shares_report_idx ON report_shares (report_id) WHERE revoked_at IS NULL;

    CREATE TABLE usage_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      kind text NOT NULL,
      quantity bigint NOT NULL CHECK (quantity >= 0),
      unit_price_minor bigint NOT NULL CHECK (unit_price_minor >= 0),
      amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
      currency text NOT NULL DEFAULT 'USD',
      meta jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX usage_events_org_created_idx ON usage_events (org_id, created_at);
    CREATE INDEX usage_events_created_idx ON usage_events (created_at, kind);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE usage_events, report_shares, reports, analyses, digital_profiles, templates, transcripts, meetings`.execute(
    db,
  )
}
