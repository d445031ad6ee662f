import type { ColumnType, Generated } from 'kysely'
import type { SandboxScopeColumn } from './sandbox-scopes.js'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** A sandbox mail's stored file (migration 0200): unattached until a composed mail claims it. */
export interface SandboxEmailAttachmentsTable {
  scope: SandboxScopeColumn
  id: string
  email_id: number | null
  position: Generated<number>
  name: string
  mime: string
  size: ColumnType<number, number, number>
  storage_key: string
  created_at: Timestamp
}

declare module '../schema.js' {
  interface Database {
    sandbox_email_attachments: SandboxEmailAttachmentsTable
  }
}
