import type { ColumnType, Generated } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface TranscriptPrivacyTable {
  org_id: string
  mask_transcripts: Generated<boolean>
  updated_by: string | null
  updated_at: Timestamp
}
export interface TranscriptRevealsTable {
  id: Generated<string>
  org_id: string
  meeting_id: string
  account_id: string | null
  created_at: CreatedAt
}

declare module '../schema.js' {
  interface Database {
    transcript_privacy: TranscriptPrivacyTable
    transcript_reveals: TranscriptRevealsTable
  }
}
