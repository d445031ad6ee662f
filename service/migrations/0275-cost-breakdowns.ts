import { sql, type Kysely } from 'kysely'

/**
 * What the cost breakdowns need. A meeting carries free tags (at most 10, validated by the API; a GIN index finds
 * the meetings of a tag). A usage row carries who started the work and which engine did it: a BEFORE trigger named
 * to fire after usage_events_fill (triggers fire in name order, so the model is already filled) takes them from
 * the writer, else from meta, else from the analysis or summary run the row names. Rows written before stay
 * null: the dashboard shows them as unknown rather than guessing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE meetings ADD COLUMN tags text[] NOT NULL DEFAULT '{}';
    CREATE INDEX meetings_tags_idx ON meetings USING gin (tags);

    ALTER TABLE usage_events
      ADD COLUMN user_id uuid,
      ADD COLUMN engine text CHECK (engine IN ('builtin', 'llm'));

    CREATE FUNCTION usage_events_fill_who() RETURNS trigger LANGUAGE plpgsql AS $f$
    DECLARE
      a_id uuid := usage_uuid(NEW.meta->>'analysisId');
      -- SELECT INTO sets its targets to NULL when no row matches: read into these, then fill only what is missing.
      found_user uuid;
      found_engine text;
    BEGIN
      NEW.user_id := COALESCE(NEW.user_id, usage_uuid(NEW.meta->>'userId'));
      IF NEW.engine IS NULL AND NEW.meta->>'engine' IN ('builtin', 'llm') THEN NEW.engine := NEW.meta->>'engine'; END IF;
      -- A model call is the llm engine by definition; an analysed meeting names its engine as its model.
      IF NEW.engine IS NULL AND NEW.kind = 'llm-tokens' THEN NEW.engine := 'llm'; END IF;
      IF NEW.engine IS NULL AND NEW.kind = 'analysed-meetings' AND NEW.model IN ('builtin', 'llm') THEN NEW.engine := NEW.model; END IF;
      IF a_id IS NOT NULL AND (NEW.user_id IS NULL OR NEW.engine IS NULL) THEN
        SELECT a.created_by, a.engine INTO found_user, found_engine
          FROM analyses a WHERE a.id = a_id AND a.org_id = NEW.org_id;
        NEW.user_id := COALESCE(NEW.user_id, found_user);
        NEW.engine := COALESCE(NEW.engine, found_engine);
      END IF;
      IF NEW.run_id IS NOT NULL AND (NEW.user_id IS NULL OR NEW.engine IS NULL) THEN
        SELECT r.created_by, r.engine INTO found_user, found_engine
          FROM llm_runs r WHERE r.id = NEW.run_id AND r.org_id = NEW.org_id;
        NEW.user_id := COALESCE(NEW.user_id, found_user);
        NEW.engine := COALESCE(NEW.engine, found_engine);
      END IF;
      RETURN NEW;
    END
    $f$;
    CREATE TRIGGER usage_events_fill_who BEFORE INSERT ON usage_events FOR EACH ROW EXECUTE FUNCTION usage_events_fill_who();
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER usage_events_fill_who ON usage_events;
    DROP FUNCTION usage_events_fill_who();
    ALTER TABLE usage_events DROP COLUMN user_id, DROP COLUMN engine;
    DROP INDEX meetings_tags_idx;
    ALTER TABLE meetings DROP COLUMN tags;
  `.execute(db)
}
