import { sql, type Kysely } from 'kysely'

/**
 * Money that adds up.
 * - `billing_reservations`: work accepted but not yet billed (a queued or running analysis, summary or
 *   transcription) at its estimated price, so the budget's hard cap and the plan's monthly limit count it. A row
 *   names the idempotency key of the usage row that will settle it (`usage_key`): writing that usage row deletes
 *   the reservation, and the owner's end (failure, cancellation) deletes what is left.
 * - `analyses.request_id`: the jobs of one analysis request (one click) share it; the request is one billable unit.
 * - `usage_allocations`: how a usage row's amount is shared out over reports (a report's own model tokens, or an
 *   analysed meeting shared over the reports its request asked for). The report rollups follow the allocations.
 * - `usage_price_for()`: the one price lookup (the row trigger, the reservations' estimates and the recalculation).
 * - Summaries without model calls carry the organization's currency (EUR), not a USD default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE billing_reservations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      owner text NOT NULL,
      usage_key text NOT NULL,
      kind text NOT NULL,
      model text NOT NULL DEFAULT '',
      meeting_id uuid,
      amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
      currency text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (owner, usage_key)
    );
    CREATE INDEX billing_reservations_org_idx ON billing_reservations (org_id, usage_key);
    CREATE INDEX billing_reservations_owner_idx ON billing_reservations (owner);
    -- Work deleted while it waits (its meeting, interview or run deleted) holds nothing any more.
    CREATE FUNCTION billing_reservations_owner_gone() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      DELETE FROM billing_reservations WHERE owner = TG_ARGV[0] || ':' || OLD.id;
      RETURN NULL;
    END
    $f$;
    CREATE TRIGGER analyses_reservations_gone AFTER DELETE ON analyses
      FOR EACH ROW EXECUTE FUNCTION billing_reservations_owner_gone('analysis');
    CREATE TRIGGER llm_runs_reservations_gone AFTER DELETE ON llm_runs
      FOR EACH ROW EXECUTE FUNCTION billing_reservations_owner_gone('llm-run');
    CREATE TRIGGER answers_reservations_gone AFTER DELETE ON self_interview_answers
      FOR EACH ROW EXECUTE FUNCTION billing_reservations_owner_gone('transcription');

    ALTER TABLE analyses ADD COLUMN request_id uuid NOT NULL DEFAULT gen_random_uuid();
    CREATE INDEX analyses_request_idx ON analyses (request_id);

    CREATE FUNCTION usage_price_for(p_kind text, p_model text, p_currency text, p_at timestamptz)
      RETURNS usage_prices LANGUAGE sql STABLE AS $f$
      SELECT * FROM usage_prices
       WHERE kind = p_kind AND currency = p_currency AND valid_from <= p_at
         AND p_model LIKE replace(replace(replace(pattern, '%', '\\%'), '_', '\\_'), '*', '%')
       ORDER BY length(replace(pattern, '*', '')) DESC, valid_from DESC
       LIMIT 1
    $f$;

    CREATE OR REPLACE FUNCTION usage_events_fill() RETURNS trigger LANGUAGE plpgsql AS $f$
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
      IF NEW.price_id IS NULL AND NEW.amount_minor = 0 AND NEW.unit_price_minor = 0 THEN
        p := usage_price_for(NEW.kind, NEW.model, NEW.currency, NEW.created_at);
        IF p.id IS NOT NULL THEN
          NEW.price_id := p.id;
          NEW.unit_price_minor := round(CASE WHEN p.unit_price_minor > 0 THEN p.unit_price_minor ELSE p.input_price_minor END);
          NEW.amount_minor := round((NEW.input_tokens * p.input_price_minor + NEW.output_tokens * p.output_price_minor
                                     + NEW.quantity * p.unit_price_minor) / p.per_quantity);
        END IF;
      END IF;
      RETURN NEW;
    END
    $f$;

    CREATE TABLE usage_allocations (
      usage_id uuid NOT NULL REFERENCES usage_events(id) ON DELETE CASCADE,
      report_id uuid NOT NULL,
      amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
      PRIMARY KEY (usage_id, report_id)
    );
    CREATE INDEX usage_allocations_report_idx ON usage_allocations (report_id);
    INSERT INTO usage_allocations (usage_id, report_id, amount_minor)
      SELECT id, report_id, amount_minor FROM usage_events WHERE report_id IS NOT NULL;

    -- The day a usage row counts on: its organization's local day.
    CREATE FUNCTION usage_local_day(p_org uuid, p_at timestamptz) RETURNS date LANGUAGE sql STABLE AS $f$
      SELECT (p_at AT TIME ZONE COALESCE((SELECT time_zone FROM org_cost_settings WHERE org_id = p_org), 'UTC'))::date
    $f$;

    CREATE OR REPLACE FUNCTION usage_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $f$
    DECLARE d date := usage_local_day(NEW.org_id, NEW.created_at);
    BEGIN
      INSERT INTO usage_daily AS u (org_id, day, kind, model, currency, events, quantity, tokens, amount_minor)
      VALUES (NEW.org_id, d, NEW.kind, NEW.model, NEW.currency, 1, NEW.quantity, NEW.input_tokens + NEW.output_tokens, NEW.amount_minor)
      ON CONFLICT (day, org_id, kind, model, currency) DO UPDATE SET events = u.events + 1, quantity = u.quantity + EXCLUDED.quantity,
        tokens = u.tokens + EXCLUDED.tokens, amount_minor = u.amount_minor + EXCLUDED.amount_minor;
      IF NEW.meeting_id IS NOT NULL THEN
        INSERT INTO usage_daily_subjects AS s VALUES (NEW.org_id, d, 'meeting', NEW.meeting_id, NEW.kind, NEW.currency, NEW.amount_minor)
        ON CONFLICT (day, subject, org_id, subject_id, kind, currency) DO UPDATE SET amount_minor = s.amount_minor + EXCLUDED.amount_minor;
      END IF;
      -- A row of one report is allocated to it whole; the allocation's trigger rolls it up.
      IF NEW.report_id IS NOT NULL THEN
        INSERT INTO usage_allocations (usage_id, report_id, amount_minor) VALUES (NEW.id, NEW.report_id, NEW.amount_minor)
        ON CONFLICT DO NOTHING;
      END IF;
      RETURN NULL;
    END
    $f$;

    CREATE FUNCTION usage_allocations_rollup() RETURNS trigger LANGUAGE plpgsql AS $f$
    DECLARE e usage_events%ROWTYPE;
    BEGIN
      SELECT * INTO e FROM usage_events WHERE id = NEW.usage_id;
      INSERT INTO usage_daily_subjects AS s VALUES (e.org_id, usage_local_day(e.org_id, e.created_at), 'report', NEW.report_id, e.kind, e.currency, NEW.amount_minor)
      ON CONFLICT (day, subject, org_id, subject_id, kind, currency) DO UPDATE SET amount_minor = s.amount_minor + EXCLUDED.amount_minor;
      RETURN NULL;
    END
    $f$;
    CREATE TRIGGER usage_allocations_rollup AFTER INSERT ON usage_allocations FOR EACH ROW EXECUTE FUNCTION usage_allocations_rollup();

    -- One organization's rollups from its ledger (a time-zone change, a price recalculation).
    CREATE FUNCTION usage_rollups_rebuild_org(p_org uuid) RETURNS void LANGUAGE sql AS $f$
      DELETE FROM usage_daily WHERE org_id = p_org;
      DELETE FROM usage_daily_subjects WHERE org_id = p_org;
      INSERT INTO usage_daily (org_id, day, kind, model, currency, events, quantity, tokens, amount_minor)
      SELECT org_id, usage_local_day(org_id, created_at), kind, model, currency, count(*), sum(quantity), sum(input_tokens + output_tokens), sum(amount_minor)
        FROM usage_events WHERE org_id = p_org GROUP BY 1, 2, 3, 4, 5;
      INSERT INTO usage_daily_subjects (org_id, day, subject, subject_id, kind, currency, amount_minor)
      SELECT e.org_id, usage_local_day(e.org_id, e.created_at), 'meeting', e.meeting_id, e.kind, e.currency, sum(e.amount_minor)
        FROM usage_events e WHERE e.org_id = p_org AND e.meeting_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6
      UNION ALL
      SELECT e.org_id, usage_local_day(e.org_id, e.created_at), 'report', a.report_id, e.kind, e.currency, sum(a.amount_minor)
        FROM usage_allocations a JOIN usage_events e ON e.id = a.usage_id WHERE e.org_id = p_org GROUP BY 1, 2, 3, 4, 5, 6;
    $f$;

    CREATE OR REPLACE FUNCTION usage_rollups_rebuild() RETURNS void LANGUAGE sql AS $f$
      SELECT usage_rollups_rebuild_org(id) FROM organizations;
    $f$;

    ALTER TABLE llm_runs ALTER COLUMN currency SET DEFAULT 'EUR';
    UPDATE llm_runs SET currency = 'EUR' WHERE currency = 'USD' AND cost_minor = 0;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE llm_runs ALTER COLUMN currency SET DEFAULT 'USD';
    DROP TRIGGER usage_allocations_rollup ON usage_allocations;
    DROP FUNCTION usage_allocations_rollup();
    CREATE OR REPLACE FUNCTION usage_rollups_rebuild() RETURNS void LANGUAGE sql AS $f$
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
    DROP FUNCTION usage_rollups_rebuild_org(uuid);
    CREATE OR REPLACE FUNCTION usage_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $f$
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
    DROP FUNCTION usage_local_day(uuid, timestamptz);
    DROP TABLE usage_allocations;
    CREATE OR REPLACE FUNCTION usage_events_fill() RETURNS trigger LANGUAGE plpgsql AS $f$
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
    DROP FUNCTION usage_price_for(text, text, text, timestamptz);
    DROP INDEX analyses_request_idx;
    ALTER TABLE analyses DROP COLUMN request_id;
    DROP TRIGGER analyses_reservations_gone ON analyses;
    DROP TRIGGER llm_runs_reservations_gone ON llm_runs;
    DROP TRIGGER answers_reservations_gone ON self_interview_answers;
    DROP FUNCTION billing_reservations_owner_gone();
    DROP TABLE billing_reservations;
  `.execute(db)
}
