import { sql, type Kysely } from 'kysely'

/**
 * LLM summarizer: an organization's own model settings (the key sealed by the secret box, bound to the
 * organization) and summary runs. A run keeps its source segments, so a rerun needs nothing else; its result,
 * chunks and token counts are written in one transaction when it finishes, so a failed run holds no half result.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE llm_settings (
      org_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
      base_url text,
      model text,
      api_key_sealed text,
      updated_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE llm_runs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      created_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      title text NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed', 'cancelled')),
      source_kind text NOT NULL CHECK (source_kind IN ('text', 'file', 'meeting')),
      source_name text NOT NULL DEFAULT '',
      meeting_id uuid REFERENCES meetings(id) ON DELETE SET NULL,
      engine text NOT NULL CHECK (engine IN ('builtin', 'llm')),
      model text,
      options jsonb NOT NULL,
      segments jsonb NOT NULL,
      input_bytes integer NOT NULL DEFAULT 0,
      progress jsonb NOT NULL DEFAULT '{"stage":"queued","current":0,"total":0}',
      result jsonb,
      chunks jsonb NOT NULL DEFAULT '[]',
      prompt_tokens integer NOT NULL DEFAULT 0,
      completion_tokens integer NOT NULL DEFAULT 0,
      cost_minor integer NOT NULL DEFAULT 0,
      error text,
      rerun_of uuid REFERENCES llm_runs(id) ON DELETE SET NULL,
      attempts integer NOT NULL DEFAULT 0,
      heartbeat_at timestamptz,
      started_at timestamptz,
      finished_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX llm_runs_org_created_idx ON llm_runs (org_id, created_at DESC);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE llm_runs, llm_settings`.execute(db)
}
