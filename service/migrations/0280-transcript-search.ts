import { sql, type Kysely } from 'kysely'

/**
 * Full-text search over transcripts and reports (issue 28, item 7).
 *
 * - `transcript_lines`: one row per utterance, rebuilt by a trigger whenever a transcript is written, so the index
 *   is always in the writer's transaction whatever module writes the transcript. Each row carries the transcript's
 *   language (detected here from its first 200 utterances: en, ru, fr, ar, or other) and a stored tsvector in that
 *   language's configuration (english, russian, french; simple for the rest).
 * - Masking: `masked` is the utterance as a masked transcript shows it. The trigger copies the text when it cannot
 *   hold a sensitive value (no digit, `@`, key prefix, internal host suffix or secret keyword: a superset of what
 *   `meetings/sensitive/detectors.ts` finds) and leaves it NULL otherwise; the transcript writer fills those with
 *   the service's own masks in the same transaction. A NULL row is never found by a masked search; `masked_tsv` is
 *   stored only for lines whose masked form differs.
 * - `reports.search_tsv`: a stored generated column over title, subject, summary and the content's strings (reports
 *   are stored masked already).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION search_regconfig(language text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
      SELECT CASE language WHEN 'en' THEN 'english'::regconfig WHEN 'ru' THEN 'russian'::regconfig
                           WHEN 'fr' THEN 'french'::regconfig ELSE 'simple'::regconfig END
    $f$;

    -- Letters decide the script; for Latin text, common function words tell English from French.
    CREATE FUNCTION search_language(sample text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
      SELECT CASE
        WHEN cyr > lat AND cyr >= ar THEN 'ru'
        WHEN ar > lat THEN 'ar'
        WHEN fr > en THEN 'fr'
        WHEN en > 0 THEN 'en'
        ELSE 'other' END
      FROM (SELECT regexp_count(sample, '[\\u0400-\\u04FF]') AS cyr,
                   regexp_count(sample, '[\\u0600-\\u06FF]') AS ar,
                   regexp_count(sample, '[A-Za-z]') AS lat,
                   regexp_count(sample, '\\m(the|and|is|are|you|we|to|of|that|it|this|with|have|for)\\M', 1, 'i') AS en,
                   regexp_count(sample, '\\m(le|la|les|des|est|et|je|vous|nous|que|pas|une|pour|dans|avec|qui|sur|mais)\\M', 1, 'i') AS fr) c
    $f$;

    CREATE TABLE transcript_lines (
      meeting_id uuid NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
      org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      seq integer NOT NULL,
      start_ms integer NOT NULL,
      speaker text NOT NULL,
      language text NOT NULL,
      text text NOT NULL,
      masked text,
      tsv tsvector GENERATED ALWAYS AS (to_tsvector(search_regconfig(language), text)) STORED,
      -- Only where masking changed the line: a masked search reads tsv for the others (masked = text), so the
      -- common line is indexed once.
      masked_tsv tsvector GENERATED ALWAYS AS (
        CASE WHEN masked <> text THEN to_tsvector(search_regconfig(language), masked) END
      ) STORED,
      PRIMARY KEY (meeting_id, seq)
    );
    -- Every search is of one organization: with btree_gin the index finds the organization's matching lines
    -- only (without it, a common word of 10,000 meetings fetched every organization's lines to drop most of them).
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE INDEX transcript_lines_tsv_idx ON transcript_lines USING gin (org_id, tsv);
    CREATE INDEX transcript_lines_masked_tsv_idx ON transcript_lines USING gin (org_id, masked_tsv);
    CREATE INDEX transcript_lines_pending_idx ON transcript_lines (meeting_id) WHERE masked IS NULL;

    CREATE FUNCTION transcript_lines_rebuild() RETURNS trigger LANGUAGE plpgsql AS $f$
    DECLARE
      lang text;
    BEGIN
      DELETE FROM transcript_lines WHERE meeting_id = NEW.meeting_id;
      SELECT search_language(coalesce(string_agg(s.value->>'text', ' '), ''))
        INTO lang
        FROM (SELECT value FROM jsonb_array_elements(NEW.segments) LIMIT 200) s;
      INSERT INTO transcript_lines (meeting_id, org_id, seq, start_ms, speaker, language, text, masked)
      SELECT NEW.meeting_id, NEW.org_id, (s.n - 1)::int, coalesce((s.value->>'startMs')::numeric, 0)::int,
             coalesce(s.value->>'speaker', ''), lang, t.text,
             CASE WHEN t.text ~* '[0-9@]|sk-|akia|gh[pousr]_|xox[abpr]-|aiza|\\.(internal|local|corp|lan|intranet)|password|passcode|passphrase|secret|pin code|пароль|пин-код|секрет'
                  THEN NULL ELSE t.text END
        FROM jsonb_array_elements(NEW.segments) WITH ORDINALITY s(value, n)
        CROSS JOIN LATERAL (SELECT coalesce(s.value->>'text', '') AS text) t;
      RETURN NULL;
    END
    $f$;
    CREATE TRIGGER transcript_lines_rebuild AFTER INSERT OR UPDATE OF segments ON transcripts
      FOR EACH ROW EXECUTE FUNCTION transcript_lines_rebuild();

    -- Transcripts written before this migration. Their lines that may hold a sensitive value stay pending (not found
    -- by a masked search) until the transcript is written again: the masks are the service's, not SQL's.
    UPDATE transcripts SET segments = segments;

    ALTER TABLE reports ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector(search_regconfig(language), title || ' ' || coalesce(subject, '')), 'A')
      || setweight(to_tsvector(search_regconfig(language), summary), 'B')
      || setweight(jsonb_to_tsvector(search_regconfig(language), content, '["string"]'), 'C')
    ) STORED;
    CREATE INDEX reports_search_tsv_idx ON reports USING gin (org_id, search_tsv);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE reports DROP COLUMN search_tsv;
    DROP TRIGGER transcript_lines_rebuild ON transcripts;
    DROP FUNCTION transcript_lines_rebuild();
    DROP TABLE transcript_lines;
    DROP FUNCTION search_language(text);
    DROP FUNCTION search_regconfig(text);
  `.execute(db)
}
