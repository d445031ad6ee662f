import type { ColumnType, Generated } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export type SupportStatus = 'open' | 'waiting' | 'resolved' | 'closed'
export type SupportCategory = 'question' | 'bug' | 'billing' | 'feature' | 'account' | 'other'

export interface SupportRequestsTable {
  id: Generated<string>
  org_id: string | null
  requester_id: string
  subject: string
  category: SupportCategory
  description: string
  status: Generated<SupportStatus>
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>
  reply_count: Generated<number>
  created_at: CreatedAt
  updated_at: Timestamp
}

export interface SupportRepliesTable {
  id: Generated<string>
  request_id: string
  org_id: string | null
  author_id: string | null
  from_staff: boolean
  body: string
  created_at: CreatedAt
}

export interface SupportAttachmentsTable {
  id: Generated<string>
  request_id: string
  org_id: string | null
  uploaded_by: string | null
  from_staff: boolean
  name: string
  mime: string
  size: ColumnType<string, number, never>
  storage_key: string
  created_at: CreatedAt
}

/** Tables of migrations 0111 (support requests) and 0190 (their attachments). */
declare module '../schema.js' {
  interface Database {
    support_requests: SupportRequestsTable
    support_replies: SupportRepliesTable
    support_attachments: SupportAttachmentsTable
  }
}
