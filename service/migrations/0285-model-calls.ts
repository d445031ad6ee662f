import { sql, type Kysely } from 'kysely'

/**
 * A trace of every model call (issue 28, item 5): one row per HTTP attempt, so a retried call is several rows
 * sharing `call_group` with `attempt` 1, 2, 3… (each attempt is its own request with its own latency, tokens,
 * cost and error; one row with a retry count would lose the failed attempts' errors and the paid-for tokens of
 * an invalid reply). `served_kind` + `served_id` say what the call was for. Prompt and response are stored
 * already masked and bounded (see modules/model-calls/trace-text.ts). The cost is priced at write time by the
 * same lookup as the usage ledger (`usage_price_for`, migration 0255). Rows older than the retention are pruned
 * by the model-calls prune job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE model_calls (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      served_kind text NOT NULL CHECK (served_kind IN ('report', 'summary', 'transcription')),
      served_id uuid,
      call_group uuid NOT NULL,
      attempt integer NOT NULL DEFAULT 1 CHECK (attempt >= 1),
      engine text NOT NULL CHECK (engine IN ('llm', 'transcription')),
      model text NOT NULL,
      status text NOT NULL CHECK (status IN ('ok', 'error', 'timeout')),
      error text,
      tokens_in integer NOT NULL DEFAULT 0 CHECK (tokens_in >= 0),
      tokens_out integer NOT NULL DEFAULT 0 CHECK (tokens_out >= 0),
      latency_ms integer NOT NULL CHECK (latency_ms >= 0),
      cost_minor bigint NOT NULL DEFAULT 0 CHECK (cost_minor >= 0),
      currency text NOT NULL,
      prompt text NOT NULL DEFAULT '',
      response text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- The list: newest first within an organization (or across all of them for the superadmin), by model or status.
    CREATE INDEX model_calls_org_created_idx ON model_calls (org_id, created_at DESC, id DESC);
    CREATE INDEX model_calls_created_idx ON model_calls (created_at DESC, id DESC);
    CREATE INDEX model_calls_org_model_idx ON model_calls (org_id, model, created_at DESC);
    CREATE INDEX model_calls_org_status_idx ON model_calls (org_id, status, created_at DESC);
    CREATE INDEX model_calls_served_idx ON model_calls (served_kind, served_id);
    CREATE INDEX model_calls_group_idx ON model_calls (call_group, attempt);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE model_calls`.execute(db)
}
