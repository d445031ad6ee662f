import type { ColumnType, Generated } from 'kysely'

export interface WhatsNewEntriesTable {
  id: Generated<string>
  title: string
  body: string
  published_at: ColumnType<Date, Date | string | undefined, Date | string>
  tags: ColumnType<string[], string[] | undefined, string[]>
  link: string | null
  author_id: string | null
  created_at: ColumnType<Date, Date | string | undefined, never>
}

export interface WhatsNewReadsTable {
  account_id: string
  read_at: ColumnType<Date, Date | string, Date | string>
}

/** Tables of migration 0112 (what's new). */
declare module '../schema.js' {
  interface Database {
    whats_new_entries: WhatsNewEntriesTable
    whats_new_reads: WhatsNewReadsTable
  }
}
