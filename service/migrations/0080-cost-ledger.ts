import { sql, type Kysely } from 'kysely'

/**
 * The priced usage ledger. `usage_prices` holds prices with effective dates (append-only: a change is a new row
 * with a later valid_from, so a row keeps the price in force when it was written). `usage_events` gains columns
 * that all have defaults, so a plain insert of kind + meta keeps working: a BEFORE trigger copies the references
 * and the model out of meta and prices the row when the writer gave no price. An AFTER trigger keeps daily
 * rollups (per organization day in its time zone) that the dashboards read instead of scanning the ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE org_cost_settings (
      org_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
      time_zone text NOT NULL DEFAULT 'UTC',
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE usage_prices (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL,
      pattern text NOT NULL DEFAULT '*',
      currency text NOT NULL DEFAULT 'EUR',
      input_price_minor numeric(20, 6) NOT NULL DEFAULT 0 CHECK (input_price_minor >= 0),
      output_price_minor numeric(20, 6) NOT NULL DEFAULT 0 CHECK (output_price_minor >= 0),
      unit_price_minor numeric(20, 6) NOT NULL DEFAULT 0 CHECK (unit_price_minor >= 0),
      per_quantity bigint NOT NULL DEFAULT 1 CHECK (per_quantity > 0),
      valid_from timestamptz NOT NULL DEFAULT now(),
      example boolean NOT NULL DEFAULT false,
      note text NOT NULL DEFAULT '',
      created_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (kind, pattern, currency, valid_from)
    );

    ALTER TABLE usage_events
      ALTER COLUMN quantity SET DEFAULT 0,
      ALTER COLUMN unit_price_minor SET DEFAULT 0,
      ALTER COLUMN amount_minor SET DEFAULT 0,
      ALTER COLUMN currency SET DEFAULT 'EUR',
      ADD COLUMN idempotency_key text,
      ADD COLUMN meeting_id uuid,
      ADD COLUMN report_id uuid,
      ADD COLUMN self_interview_id uuid,
      ADD COLUMN run_id uuid,
      ADD COLUMN model text NOT NULL DEFAULT '',
      ADD COLUMN input_tokens bigint NOT NULL DEFAULT 0 CHECK (input_tokens >= 0),
      ADD COLUMN output_tokens bigint NOT NULL DEFAULT 0 CHECK (output_tokens >= 0),
      ADD COLUMN price_id uuid REFERENCES usage_prices(id) ON DELETE SET NULL;
    -- A retried job writes the same key: the second insert does nothing.
    CREATE UNIQUE INDEX usage_events_idempotency_key ON usage_events (org_id, idempotency_key);
    CREATE INDEX usage_events_meeting_idx ON usage_events (meeting_id, created_at) WHERE meeting_id IS NOT NULL;
    CREATE INDEX usage_events_report_idx ON usage_events (report_id, created_at) WHERE report_id IS NOT NULL;

    CREATE TABLE usage_daily (
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      day date NOT NULL,
      kind text NOT NULL,
      model text NOT NULL,
      currency text NOT NULL,
      events bigint NOT NULL DEFAULT 0,
      quantity bigint NOT NULL DEFAULT 0,
      tokens bigint NOT NULL DEFAULT 0,
      amount_minor bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (day, org_id, kind, model, currency)
    );
    CREATE INDEX usage_daily_org_idx ON usage_daily (org_id, day);

    CREATE TABLE usage_daily_subjects (
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      day date NOT NULL,
      subject text NOT NULL CHECK (subject IN ('meeting', 'report')),
      subject_id uuid NOT NULL,
      kind text NOT NULL,
      currency text NOT NULL,
      amount_minor bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (day, subject, org_id, subject_id, kind, currency)
    );
    CREATE INDEX usage_daily_subjects_org_idx ON usage_daily_subjects (org_id, subject, day);
    -- Top meetings/reports over every organization read only this index (no heap visits).
    CREATE INDEX usage_daily_subjects_top_idx ON usage_daily_subjects (subject, currency, day) INCLUDE (org_id, subject_id, kind, amount_minor);

    CREATE FUNCTION usage_uuid(v text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $f$
      SELECT CASE WHEN v ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN v::uuid END
    $f$;

    CREATE FUNCTION usage_events_fill() RETURNS trigger LANGUAGE plpgsql AS $f$
    DECLARE p usage_prices%ROWTYPE;
    BEGIN
      NEW.meeting_id := COALESCE(NEW.meeting_id, usage_uuid(NEW.meta->>'meetingId'));
      NEW.report_id := COALESCE(NEW.report_id, usage_uuid(NEW.meta->>'reportId'));
      NEW.self_interview_id := COALESCE(NEW.self_interview_id, usage_uuid(NEW.meta->>'selfInterviewId'));
      NEW.run_id := COALESCE(NEW.run_id, usage_uuid(NEW.meta->>'runId'));
      NEW.model := COALESCE(NULLIF(NEW.model, ''), NEW.meta->>'model', NEW.meta->>'unit', '');
      IF NEW.input_tokens = 0 AND NEW.output_tokens = 0 AND jsonb_typeof(NEW.meta->'promptTokens') = 'number' THEN
        NEW.input_tokens := GREATEST((NEW.meta->>'promptTokens')::numeric, 0)::bigint;
        NEW.output_tokens := GREATEST(COALESCE((NEW.meta->>'completionTokens')::numeric, 0), 0)::bigint;
      END IF;
      -- A writer that gave no price gets the price in force now (most specific pattern, then latest).
      IF NEW.price_id IS NULL AND NEW.amount_minor = 0 AND NEW.unit_price_minor = 0 THEN
        SELECT * INTO p FROM usage_prices
         WHERE kind = NEW.kind AND currency = NEW.currency AND valid_from <= NEW.created_at
           AND NEW.model LIKE replace(replace(replace(pattern, '%', '\\%'), '_', '\\_'), '*', '%')
         ORDER BY length(replace(pattern, '*', '')) DESC, valid_from DESC
         LIMIT 1;
        IF FOUND THEN
          NEW.price_id := p.id;
          NEW.unit_price_minor := round(CASE WHEN p.unit_price_minor > 0 THEN p.unit_price_minor ELSE p.input_price_minor END);
          NEW.amount_minor := round((NEW.input_tokens * p.input_price_minor + NEW.output_tokens * p.output_price_minor
                                     + NEW.quantity * p.unit_price_minor) / p.per_quantity);
        END IF;
      END IF;
      RETURN NEW;
    END
    $f$;
    CREATE TRIGGER usage_events_fill BEFORE INSERT ON usage_events FOR EACH ROW EXECUTE FUNCTION usage_events_fill();

    CREATE FUNCTION usage_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $f$
    DECLARE d date;
    BEGIN
      SELECT (NEW.created_at AT TIME ZONE COALESCE((SELECT time_zone FROM org_cost_settings WHERE org_id = NEW.org_id), 'UTC'))::date INTO d;
      INSERT INTO usage_daily AS u (org_id, day, kind, model, currency, events, quantity, tokens, amount_minor)
      VALUES (NEW.org_id, d, NEW.kind, NEW.model, NEW.currency, 1, NEW.quantity, NEW.input_tokens + NEW.output_tokens, NEW.amount_minor)
      ON CONFLICT (day, org_id, kind, model, currency) DO UPDATE SET events = u.events + 1, quantity = u.quantity + EXCLUDED.quantity,
        tokens = u.tokens + EXCLUDED.tokens, amount_minor = u.amount_minor + EXCLUDED.amount_minor;
      IF NEW.meeting_id IS NOT NULL THEN
        INSERT INTO usage_daily_subjects AS s VALUES (NEW.org_id, d, 'meeting', NEW.meeting_id, NEW.kind, NEW.currency, NEW.amount_minor)
        ON CONFLICT (day, subject, org_id, subject_id, kind, currency) DO UPDATE SET amount_minor = s.amount_minor + EXCLUDED.amount_minor;
      END IF;
      IF NEW.report_id IS NOT NULL THEN
        INSERT INTO usage_daily_subjects AS s VALUES (NEW.org_id, d, 'report', NEW.report_id, NEW.kind, NEW.currency, NEW.amount_minor)
        ON CONFLICT (day, subject, org_id, subject_id, kind, currency) DO UPDATE SET amount_minor = s.amount_minor + EXCLUDED.amount_minor;
      END IF;
      RETURN NULL;
    END
    $f$;
    CREATE TRIGGER usage_events_rollup AFTER INSERT ON usage_events FOR EACH ROW EXECUTE FUNCTION usage_events_rollup();

    -- Rebuilds the rollups from the ledger (after a bulk load with the trigger off, or a time-zone change).
    CREATE FUNCTION usage_rollups_rebuild() RETURNS void LANGUAGE sql AS $f$
      DELETE FROM usage_daily;
      DELETE FROM usage_daily_subjects;
      INSERT INTO usage_daily (org_id, day, kind, model, currency, events, quantity, tokens, amount_minor)
      SELECT e.org_id, (e.created_at AT TIME ZONE COALESCE(s.time_zone, 'UTC'))::date, e.kind, e.model, e.currency,
             count(*), sum(e.quantity), sum(e.input_tokens + e.output_tokens), sum(e.amount_minor)
        FROM usage_events e LEFT JOIN org_cost_settings s ON s.org_id = e.org_id GROUP BY 1, 2, 3, 4, 5;
      INSERT INTO usage_daily_subjects (org_id, day, subject, subject_id, kind, currency, amount_minor)
      SELECT e.org_id, (e.created_at AT TIME ZONE COALESCE(s.time_zone, 'UTC'))::date, x.subject, x.id, e.kind, e.currency, sum(e.amount_minor)
        FROM usage_events e LEFT JOIN org_cost_settings s ON s.org_id = e.org_id
        CROSS JOIN LATERAL (VALUES ('meeting', e.meeting_id), ('report', e.report_id)) AS x(subject, id)
       WHERE x.id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6;
    $f$;

    -- Example prices (marked as examples; the superadmin replaces them with the contract's). Minor units = cents.
    INSERT INTO usage_prices (kind, pattern, input_price_minor, output_price_minor, unit_price_minor, per_quantity, valid_from, example, note) VALUES
      ('llm-tokens', '*', 50, 150, 0, 1000000, '2020-01-01', true, 'Any model not priced below'),
      ('llm-tokens', 'gpt-4o*', 250, 1000, 0, 1000000, '2020-01-01', true, 'Example list price'),
      ('llm-tokens', 'gpt-4o-mini*', 15, 60, 0, 1000000, '2020-01-01', true, 'Example list price'),
      ('llm-tokens', 'claude-*', 300, 1500, 0, 1000000, '2020-01-01', true, 'Example list price'),
      ('llm-tokens', 'llama*', 20, 20, 0, 1000000, '2020-01-01', true, 'Self-hosted model, example'),
      ('transcription-minutes', '*', 0, 0, 1, 1, '2020-01-01', true, 'Per audio minute'),
      ('conference-minutes', '*', 0, 0, 0.2, 1, '2020-01-01', true, 'Per participant minute'),
      ('storage-gb-days', '*', 0, 0, 0.08, 1, '2020-01-01', true, 'Per stored gigabyte-day'),
      ('self-interviews', '*', 0, 0, 50, 1, '2020-01-01', true, 'Per completed self-interview'),
      ('analysed-meetings', '*', 0, 0, 20, 1, '2020-01-01', true, 'Per analysed meeting');
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER usage_events_rollup ON usage_events;
    DROP TRIGGER usage_events_fill ON usage_events;
    DROP FUNCTION usage_rollups_rebuild(), usage_events_rollup(), usage_events_fill(), usage_uuid(text);
    DROP TABLE usage_daily_subjects, usage_daily;
    DROP INDEX usage_events_idempotency_key, usage_events_meeting_idx, usage_events_report_idx;
    ALTER TABLE usage_events
      DROP COLUMN idempotency_key, DROP COLUMN meeting_id, DROP COLUMN report_id, DROP COLUMN self_interview_id,
      DROP COLUMN run_id, DROP COLUMN model, DROP COLUMN input_tokens, DROP COLUMN output_tokens, DROP COLUMN price_id,
      ALTER COLUMN quantity DROP DEFAULT, ALTER COLUMN unit_price_minor DROP DEFAULT, ALTER COLUMN amount_minor DROP DEFAULT,
      ALTER COLUMN currency SET DEFAULT 'USD';
    DROP TABLE usage_prices, org_cost_settings;
  `.execute(db)
}
