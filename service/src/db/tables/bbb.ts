import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
type Json<T> = ColumnType<T, string | undefined, string>

export interface BbbServersTable {
  id: Generated<string>
  /** The organization that registered it; null for the platform's shared servers. */
  org_id: ColumnType<string | null, string | null | undefined, string | null>
  name: string
  url: string
  secret_sealed: string
  algorithm: Generated<'sha1' | 'sha256' | 'sha384' | 'sha512'>
  state: Generated<'enabled' | 'cordoned' | 'disabled'>
  tags: Generated<string[]>
  online: Generated<boolean>
  failures: Generated<number>
  load: Generated<number>
  meetings: Generated<number>
  participants: Generated<number>
  video: Generated<number>
  version: string | null
  latency_ms: number | null
  last_error: string | null
  polled_at: NullableTimestamp
  next_poll_at: Timestamp
  /** Thresholds: null (or false) raises no alert of that kind. */
  max_participants: number | null
  max_latency_ms: number | null
  alert_offline: Generated<boolean>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface BbbSamplesTable {
  id: Generated<string>
  server_id: string
  taken_at: Timestamp
  online: boolean
  ok: boolean
  latency_ms: number | null
  meetings: number
  participants: number
  listeners: number
  voice: number
  video: number
  largest: number
  load: number
  /** Recordings the server was still processing; null when it could not say. */
  recordings_processing: number | null
  version: string | null
  error: string | null
}

export interface BbbMeetingRecordsTable {
  server_id: string
  internal_meeting_id: string
  meeting_id: string
  name: string
  started_at: Timestamp
  last_seen_at: Timestamp
  ended_at: NullableTimestamp
  peak_participants: number
  peak_voice: number
  peak_video: number
}

export type BbbAlertKind = 'participants' | 'latency' | 'offline'

export interface BbbAlertsTable {
  id: Generated<string>
  server_id: string
  kind: BbbAlertKind
  threshold: number | null
  value: number | null
  raised_at: Timestamp
  cleared_at: NullableTimestamp
}

export interface BbbPlayback {
  type: string
  url: string
  length: number
}

export interface BbbConferencesTable {
  meeting_id: string
  org_id: string
  server_id: string
  create_time: ColumnType<string, number | string | undefined, number | string>
  status: Generated<'live' | 'ended'>
  guest_token_hash: string | null
  access_code: string | null
  guest_code_failures: Generated<number>
  record_id: string | null
  playback: Json<BbbPlayback[]>
  started_at: Timestamp
  ended_at: NullableTimestamp
  created_by: string | null
}

declare module '../schema.js' {
  interface Database {
    bbb_servers: BbbServersTable
    bbb_samples: BbbSamplesTable
    bbb_meeting_records: BbbMeetingRecordsTable
    bbb_alerts: BbbAlertsTable
    bbb_conferences: BbbConferencesTable
  }
}
