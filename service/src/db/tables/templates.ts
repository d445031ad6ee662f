import type { ColumnType, Generated } from 'kysely'

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

/** Columns migration 0110 adds: versions grouped into a family, their author, note and publication. */
declare module '../schema.js' {
  interface TemplatesTable {
    family_id: Generated<string>
    author_id: ColumnType<string | null, string | null | undefined, string | null>
    author_name: Generated<string>
    note: Generated<string>
    published_at: NullableTime
  }
  interface ReportsTable {
    /** The template version (a `templates` row) the report was scored with. */
    template_id: ColumnType<string | null, string | null | undefined, string | null>
  }
}

export {}
