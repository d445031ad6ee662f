import { sql, type Kysely } from 'kysely'

/**
 * Templates become versioned documents: every row is still one immutable version, now grouped into a
 * family (one template across its versions) with its author, note and publication time, and the kind
 * `summary-prompt` joins the set. Reports record the version they were scored with.
 *
 * `published_at` defaults to now() so that a plain insert (the demo seed, older code) stays the
 * template work uses, as before; the templates API writes new versions unpublished on purpose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE templates DROP CONSTRAINT IF EXISTS templates_kind_check;
    ALTER TABLE templates ADD CONSTRAINT templates_kind_check
      CHECK (kind IN ('report-template', 'question-set', 'rubric', 'competence-model', 'summary-prompt'));
    ALTER TABLE templates
      ADD COLUMN family_id uuid NOT NULL DEFAULT gen_random_uuid(),
      ADD COLUMN author_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
      ADD COLUMN author_name text NOT NULL DEFAULT '',
      ADD COLUMN note text NOT NULL DEFAULT '',
      ADD COLUMN published_at timestamptz DEFAULT now();
    -- Rows of one name were versions of one template already; keep them together.
    UPDATE templates t SET family_id = f.family_id
      FROM (SELECT org_id, kind, name, (array_agg(family_id ORDER BY version))[1] AS family_id FROM templates GROUP BY org_id, kind, name) f
      WHERE t.org_id = f.org_id AND t.kind = f.kind AND t.name = f.name;
    ALTER TABLE templates ADD CONSTRAINT templates_family_version_key UNIQUE (family_id, version);
    CREATE INDEX templates_org_kind_published_idx ON templates (org_id, kind, published_at DESC NULLS LAST);
    ALTER TABLE reports ADD COLUMN template_id uuid REFERENCES templates(id) ON DELETE SET NULL;
    CREATE INDEX reports_template_idx ON reports (template_id) WHERE template_id IS NOT NULL;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE reports DROP COLUMN template_id;
    DROP INDEX templates_org_kind_published_idx;
    ALTER TABLE templates DROP CONSTRAINT templates_family_version_key;
    ALTER TABLE templates DROP COLUMN family_id, DROP COLUMN author_id, DROP COLUMN author_name, DROP COLUMN note, DROP COLUMN published_at;
    DELETE FROM templates WHERE kind = 'summary-prompt';
    ALTER TABLE templates DROP CONSTRAINT templates_kind_check;
    ALTER TABLE templates ADD CONSTRAINT templates_kind_check CHECK (kind IN ('report-template', 'question-set', 'rubric', 'competence-model'));
  `.execute(db)
}
