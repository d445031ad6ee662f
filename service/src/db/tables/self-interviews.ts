import type { ColumnType, Generated, Selectable } from 'kysely'

/** jsonb: read as the value, written as JSON text (see repositories/product/handle.ts `json`). */
type ProductJson<T> = ColumnType<T, string | T, string | T>
type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

export type SelfInterviewState = 'created' | 'opened' | 'in_progress' | 'completed' | 'expired' | 'revoked'
export type AnswerMode = 'text' | 'audio' | 'video'

/** A rubric criterion a reviewer rates an answer against (1-5), with what a 1, a 3 and a 5 look like. */
export interface CriterionJson {
  id: string
  name: string
  anchors: { '1': string; '3': string; '5': string }
}

/** One question of a set as the interview keeps it (a snapshot of the template's document). */
export interface QuestionJson {
  id: string
  text: string
  thinkSeconds: number
  answerSeconds: number
  retakes: number
  mode: AnswerMode
  practice: boolean
  /** Absent in sets without a rubric (and in interviews created before 0295): one "overall" rating then. */
  criteria?: CriterionJson[]
}

export interface SelfInterviewsTable {
  id: Generated<string>
  org_id: string
  template_id: string | null
  question_set_name: string
  question_set_version: number
  questions: ProductJson<QuestionJson[]>
  candidate_name: string
  candidate_email: string
  profile_id: string | null
  language: 'en' | 'ru' | 'fr' | 'ar'
  mode: Generated<'steps' | 'one-page'>
  requested_kinds: Generated<string[]>
  state: Generated<SelfInterviewState>
  uid_hash: string
  uid_sealed: string
  expires_at: Timestamp
  reminder_sent_at: NullableTimestamp
  consent_at: NullableTimestamp
  meeting_id: string | null
  analysis_id: string | null
  created_by: string | null
  created_at: CreatedAt
  updated_at: Timestamp
  /** Extra think and answer time granted to this candidate, in percent (0-100; migration 0300). */
  extra_time_percent: Generated<number>
  accommodation_note: ColumnType<string | null, string | null | undefined, string | null>
  accommodation_by: ColumnType<string | null, string | null | undefined, string | null>
  accommodation_at: NullableTimestamp
}

export interface SelfInterviewEventsTable {
  id: Generated<string>
  org_id: string
  interview_id: string
  kind: string
  meta: ProductJson<Record<string, unknown>>
  at: CreatedAt
}

export interface SelfInterviewAnswersTable {
  id: Generated<string>
  org_id: string
  interview_id: string
  question_id: string
  position: number
  opened_at: NullableTimestamp
  think_deadline: NullableTimestamp
  answer_deadline: NullableTimestamp
  text: Generated<string>
  submitted_at: NullableTimestamp
  transcript: string | null
  updated_at: Timestamp
  /** The recording's storage key (`<org>/<uuid>`), or, for answers recorded before 0240, an absolute path. */
  media_path: ColumnType<string | null, string | null | undefined, string | null>
  media_type: ColumnType<string | null, string | null | undefined, string | null>
  media_bytes: ColumnType<number | null, number | null | undefined, number | null>
  transcript_source: ColumnType<
    'service' | 'manager' | null,
    'service' | 'manager' | null | undefined,
    'service' | 'manager' | null
  >
  transcription: Generated<'none' | 'pending' | 'done' | 'failed'>
  /** Storage keys of upload attempts not yet cleaned up (migration 0240). */
  upload_keys: ColumnType<string[], string[] | undefined, string[]>
}

export type SelfInterviewRow = Selectable<SelfInterviewsTable>
export type SelfInterviewAnswerRow = Selectable<SelfInterviewAnswersTable>

declare module '../schema.js' {
  interface Database {
    self_interviews: SelfInterviewsTable
    self_interview_events: SelfInterviewEventsTable
    self_interview_answers: SelfInterviewAnswersTable
  }
}
