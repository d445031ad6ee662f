import type { ColumnType, Generated } from 'kysely'

/** Staging rows of large transcript uploads (migration 0230): written by COPY, read once, deleted. */
export interface TranscriptUploadsTable {
  id: string
  segments: ColumnType<unknown, never, never>
  created_at: Generated<Date>
}

declare module '../schema.js' {
  interface Database {
    transcript_uploads: TranscriptUploadsTable
  }
}
