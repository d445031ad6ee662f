import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

export type RbotFileKind = 'recording' | 'transcript' | 'notes'

export interface RbotFilesTable {
  id: Generated<string>
  org_id: string
  meeting_id: string | null
  name: string
  kind: RbotFileKind
  mime: string
  size: ColumnType<string, number | string, number | string>
  storage_key: string
  uploaded_by: string | null
  bot_key_id: string | null
  created_at: Timestamp
}

export interface RbotApiKeysTable {
  id: Generated<string>
  org_id: string
  name: string
  key_hash: string
  prefix: string
  created_by: string | null
  created_at: Timestamp
  last_used_at: NullableTimestamp
  revoked_at: NullableTimestamp
}

export interface RbotUploadReservationsTable {
  storage_key: string
  org_id: string
  bytes: ColumnType<string, number, number>
  created_at: ColumnType<Date, never, never>
  touched_at: ColumnType<Date, never, Date | string>
}

declare module '../schema.js' {
  interface Database {
    rbot_files: RbotFilesTable
    rbot_upload_reservations: RbotUploadReservationsTable
    rbot_api_keys: RbotApiKeysTable
  }
}
