import type { ColumnType, Generated } from 'kysely'

export interface RateLimitCountersTable {
  key: string
  hits: number
  expires_at: ColumnType<Date, Date | string, Date | string>
}

export interface AuditEventsTable {
  id: Generated<string>
  org_id: string | null
  actor_id: string | null
  actor_email: string | null
  kind: string
  target: string | null
  ip: string | null
  request_id: string | null
  meta: ColumnType<Record<string, unknown>, string | undefined, string>
  created_at: ColumnType<Date, Date | string | undefined, never>
}

declare module '../schema.js' {
  interface Database {
    rate_limit_counters: RateLimitCountersTable
    audit_events: AuditEventsTable
  }
}
