import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

export type Role = 'superadmin' | 'admin' | 'client' | 'demo' | 'omc'
export const ROLES: readonly Role[] = ['superadmin', 'admin', 'client', 'demo', 'omc']

export interface OrganizationsTable {
  id: Generated<string>
  name: string
  slug: string
  plan: Generated<string>
  created_at: CreatedAt
}

export interface AccountsTable {
  id: Generated<string>
  org_id: string | null
  email: string
  full_name: string
  role: Role
  /** null until an invited account sets its password. */
  password_hash: string | null
  avatar: string | null
  home_path: string | null
  language: Generated<string>
  disabled: Generated<boolean>
  totp_secret: string | null
  totp_enabled: Generated<boolean>
  last_sign_in_at: NullableTimestamp
  created_at: CreatedAt
  updated_at: Timestamp
}

export interface SessionsTable {
  id: Generated<string>
  account_id: string
  user_agent: string | null
  ip: string | null
  created_at: CreatedAt
  last_used_at: Timestamp
  revoked_at: NullableTimestamp
}

export interface RefreshTokensTable {
  id: Generated<string>
  session_id: string
  token_hash: string
  expires_at: Timestamp
  used_at: NullableTimestamp
  created_at: CreatedAt
}

export interface PasswordResetTokensTable {
  id: Generated<string>
  account_id: string
  token_hash: string
  expires_at: Timestamp
  used_at: NullableTimestamp
  created_at: CreatedAt
}

export interface OutboxEmailsTable {
  id: Generated<string>
  to_address: string
  subject: string
  body: string
  sent_at: NullableTimestamp
  created_at: CreatedAt
}

export interface Database {
  organizations: OrganizationsTable
  accounts: AccountsTable
  sessions: SessionsTable
  refresh_tokens: RefreshTokensTable
  password_reset_tokens: PasswordResetTokensTable
  outbox_emails: OutboxEmailsTable
  sandbox_documents: SandboxDocumentsTable
  sandbox_courses: SandboxCoursesTable
  sandbox_calendar_events: SandboxCalendarEventsTable
  sandbox_chat_contacts: SandboxChatContactsTable
  sandbox_chats: SandboxChatsTable
  sandbox_chat_messages: SandboxChatMessagesTable
  sandbox_products: SandboxProductsTable
  sandbox_reviews: SandboxReviewsTable
  sandbox_referrals: SandboxReferralsTable
  sandbox_orders: SandboxOrdersTable
  sandbox_customers: SandboxCustomersTable
  sandbox_emails: SandboxEmailsTable
  sandbox_invoices: SandboxInvoicesTable
  sandbox_kanban_boards: SandboxKanbanBoardsTable
  sandbox_kanban_items: SandboxKanbanItemsTable
  sandbox_vehicles: SandboxVehiclesTable
  sandbox_permissions: SandboxPermissionsTable
  sandbox_users: SandboxUsersTable
  sandbox_sales: SandboxSalesTable
  sandbox_faq_groups: SandboxFaqGroupsTable
  sandbox_faqs: SandboxFaqsTable
}

export type AccountRow = Selectable<AccountsTable>
export type NewAccount = Insertable<AccountsTable>
export type AccountUpdate = Updateable<AccountsTable>
export type OrganizationRow = Selectable<OrganizationsTable>

// ---- Product core (migration 0020). Interface merging keeps these additions append-only. ----

type ProductJson<T> = ColumnType<T, string | T, string | T>

export type MeetingKind = 'interview' | 'negotiation' | 'team' | 'one-on-one' | 'other'
export type MeetingStatus = 'scheduled' | 'live' | 'ended' | 'processing' | 'analyzed' | 'failed'
export interface ParticipantJson {
  name: string
  email?: string
  role: 'host' | 'candidate' | 'interviewer' | 'participant'
  profileId?: string
}

export interface MeetingsTable {
  id: Generated<string>
  org_id: string
  title: string
  description: Generated<string>
  kind: MeetingKind
  scheduled_at: Timestamp
  duration_minutes: number
  status: Generated<MeetingStatus>
  participants: ProductJson<ParticipantJson[]>
  requested_kinds: ColumnType<string[], string[] | undefined, string[]>
  /** Free tags a caller attaches (migration 0275): the cost breakdown by tag reads them. */
  tags: ColumnType<string[], string[] | undefined, string[]>
  created_by: string | null
  created_at: CreatedAt
  updated_at: Timestamp
}

export interface TranscriptsTable {
  meeting_id: string
  org_id: string
  format: 'vtt' | 'srt' | 'plain' | 'json'
  segments: ProductJson<{ speaker: string; startMs: number; endMs: number; text: string }[]>
  speakers: ColumnType<string[], string[] | undefined, string[]>
  uploaded_by: string | null
  uploaded_at: Timestamp
}

export type TemplateKind = 'report-template' | 'question-set' | 'rubric' | 'competence-model' | 'summary-prompt'
export interface TemplatesTable {
  id: Generated<string>
  org_id: string
  kind: TemplateKind
  name: string
  version: Generated<number>
  document: ProductJson<Record<string, unknown>>
  created_at: CreatedAt
  updated_at: Timestamp
}

export interface DigitalProfilesTable {
  id: Generated<string>
  org_id: string
  full_name: string
  email: string | null
  title: string | null
  company: string | null
  tags: ColumnType<string[], string[] | undefined, string[]>
  /** A profile that only shares this one's name: offered as "the same person?", never merged unasked. */
  suggested_same_as: ColumnType<string | null, string | null | undefined, string | null>
  created_at: CreatedAt
  updated_at: Timestamp
}

export type AnalysisStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled'
export interface AnalysesTable {
  id: Generated<string>
  org_id: string
  meeting_id: string
  kinds: string[]
  engine: 'builtin' | 'llm'
  subject: string | null
  status: Generated<AnalysisStatus>
  progress: Generated<number>
  error: string | null
  boss_job_id: string | null
  /** The jobs of one analysis request (one click) share it: the request is one billable unit. */
  request_id: Generated<string>
  attempts: Generated<number>
  heartbeat_at: NullableTimestamp
  created_by: string | null
  started_at: NullableTimestamp
  finished_at: NullableTimestamp
  created_at: CreatedAt
  updated_at: Timestamp
}

export type ReportStatus = 'queued' | 'running' | 'ready' | 'failed'
export interface ReportsTable {
  id: Generated<string>
  org_id: string
  analysis_id: string | null
  kind: string
  title: string
  subject: string | null
  profile_id: string | null
  source_type: 'meeting' | 'self-interview'
  source_id: string
  source_title: string
  meeting_id: string | null
  status: Generated<ReportStatus>
  engine: 'builtin' | 'llm'
  content: ProductJson<Record<string, unknown>>
  summary: Generated<string>
  language: Generated<string>
  error: string | null
  created_at: CreatedAt
  updated_at: Timestamp
}

export interface ReportSharesTable {
  id: Generated<string>
  org_id: string
  report_id: string
  token_hash: string
  expires_at: Timestamp
  revoked_at: NullableTimestamp
  created_by: string | null
  created_at: CreatedAt
}

export interface UsageEventsTable {
  id: Generated<string>
  org_id: string
  kind: string
  quantity: number
  unit_price_minor: number
  amount_minor: number
  currency: Generated<string>
  meta: ProductJson<Record<string, unknown>>
  created_at: CreatedAt
}

export interface Database {
  meetings: MeetingsTable
  transcripts: TranscriptsTable
  templates: TemplatesTable
  digital_profiles: DigitalProfilesTable
  analyses: AnalysesTable
  reports: ReportsTable
  report_shares: ReportSharesTable
  usage_events: UsageEventsTable
}

export type MeetingRow = Selectable<MeetingsTable>
export type AnalysisRow = Selectable<AnalysesTable>
export type ReportRow = Selectable<ReportsTable>
export type DigitalProfileRow = Selectable<DigitalProfilesTable>

/* Sandbox (admin-template areas, migrations/0010-sandbox.ts): the spec's integer ids, numbers as numbers. */
type SandboxJson<T> = ColumnType<T, string, string>
type SandboxDate = ColumnType<Date, Date | string, Date | string>
/** A `date` column: read as its 'YYYY-MM-DD' text (see type-parsers.ts), written from either form. */
type SandboxDay = ColumnType<string, Date | string, Date | string>

export interface SandboxDocumentsTable {
  key: string
  body: SandboxJson<unknown>
}
export interface SandboxCoursesTable {
  id: number
  user_name: string
  image: string
  tutor_img: string
  completed_tasks: number
  total_tasks: number
  user_count: number
  note: number
  view: number
  time: string
  logo: string
  color: string
  course_title: string
  description: string
  tags: string
  rating: number
  rating_count: number
}
export interface SandboxCalendarEventsTable {
  id: number
  url: Generated<string>
  title: string
  start_at: SandboxDate
  end_at: SandboxDate
  all_day: Generated<boolean>
  calendar: string
  guests: SandboxJson<string[]>
  location: string | null
  description: string | null
}
export interface SandboxChatContactsTable {
  id: number
  full_name: string
  role: string
  about: string
  avatar: Generated<string>
  status: string
}
export interface SandboxChatsTable {
  id: number
  user_id: number
  unseen_msgs: Generated<number>
}
export interface SandboxChatMessagesTable {
  id: Generated<number>
  chat_id: number
  message: string
  time: SandboxDate
  sender_id: number
  is_sent: Generated<boolean>
  is_delivered: Generated<boolean>
  is_seen: Generated<boolean>
}
export interface SandboxProductsTable {
  id: number
  product_name: string
  category: string
  stock: boolean
  sku: number
  price: number
  currency: Generated<string>
  qty: number
  status: string
  image: string
  product_brand: string
}
export interface SandboxReviewsTable {
  id: number
  product: string
  company_name: string
  product_image: string
  reviewer: string
  email: string
  avatar: string
  date: SandboxDay
  status: string
  review: number
  head: string
  para: string
}
export interface SandboxReferralsTable {
  id: number
  user_name: string
  email: string
  avatar: string
  referred_id: number
  status: string
  value: number
  earning: number
  currency: Generated<string>
}
export interface SandboxOrdersTable {
  id: number
  order_number: number
  customer: string
  email: string
  avatar: string
  payment: number
  status: string
  spent: number
  method: string
  date: SandboxDay
  time: string
  method_number: number
}
export interface SandboxCustomersTable {
  id: number
  customer: string
  customer_id: number
  email: string
  country: string
  country_flag: string
  country_code: string
  orders: number
  total_spent: number
  avatar: string
  status: Generated<string>
  contact: string
}
export interface SandboxEmailsTable {
  id: number
  to_list: SandboxJson<{ email: string; name: string }[]>
  from_email: string
  from_name: string
  from_avatar: string
  subject: string
  cc: SandboxJson<string[]>
  bcc: SandboxJson<string[]>
  message: string
  attachments: SandboxJson<unknown[]>
  is_starred: Generated<boolean>
  labels: string[]
  time: SandboxDate
  replies: SandboxJson<unknown[]>
  folder: string
  is_read: Generated<boolean>
  is_deleted: Generated<boolean>
}
export interface SandboxInvoicesTable {
  id: number
  issued_date: SandboxDay
  due_date: SandboxDay
  client_name: string
  client_company: string
  client_email: string
  client_address: string
  client_country: string
  client_contact: string
  service: string
  total: number
  balance: number
  avatar: string
  invoice_status: string
  payment_details: SandboxJson<Record<string, string>>
}
export interface SandboxKanbanBoardsTable {
  id: Generated<number>
  title: string
  position: number
}
export interface SandboxKanbanItemsTable {
  id: Generated<number>
  board_id: number
  position: number
  title: string
  due_date: ColumnType<string | null, Date | string | null | undefined, Date | string | null>
  labels: SandboxJson<string[]>
  members: SandboxJson<{ img: string; name: string }[]>
  comments: Generated<string>
  attachments: Generated<number>
  comments_count: Generated<number>
  image: string | null
}
export interface SandboxVehiclesTable {
  id: number
  location: number
  start_city: string
  start_country: string
  end_city: string
  end_country: string
  warnings: string
  progress: number
}
export interface SandboxPermissionsTable {
  id: number
  name: string
  assigned_to: string[]
  created_date: string
  created_at: SandboxDate
}
export interface SandboxUsersTable {
  id: number
  full_name: string
  company: string
  role: string
  username: string
  country: string
  contact: string
  email: string
  current_plan: string
  status: string
  avatar: Generated<string>
  task_done: Generated<number>
  project_done: Generated<number>
  tax_id: Generated<string>
  language: Generated<string>
}
export interface SandboxSalesTable {
  id: number
  product: SandboxJson<unknown>
  date: SandboxDay
  buyer: SandboxJson<unknown>
  payment: SandboxJson<unknown>
}
export interface SandboxFaqGroupsTable {
  id: number
  slug: string
  faq_title: string
  faq_icon: string
  faq_subtitle: string
}
export interface SandboxFaqsTable {
  id: number
  group_id: number
  question: string
  answer: string
}

// ---- Account settings (migration 0030). Interface merging keeps these additions append-only. ----

export type NotificationChannels = { email: boolean; browser: boolean; app: boolean }
export interface AccountsTable {
  phone: ColumnType<string | null, string | null | undefined, string | null>
  timezone: ColumnType<string | null, string | null | undefined, string | null>
  /** Partial matrix by event type; defaults fill the gaps (routes/account/notifications.ts). */
  notification_preferences: ColumnType<Record<string, NotificationChannels>, string | undefined, string>
  /** AES-GCM sealed TOTP seed while setup awaits its confirmation code; `totp_secret` holds the active one, sealed too. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>
  /** The last accepted TOTP time step: a code is accepted once (int8 is parsed as a number, see create-db.ts). */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>
}
export interface TwoStepChallengesTable {
  id: Generated<string>
  account_id: string
  token_hash: string
  attempts: Generated<number>
  expires_at: Timestamp
  used_at: NullableTimestamp
  created_at: CreatedAt
}
export interface TwoStepRecoveryCodesTable {
  id: Generated<string>
  account_id: string
  code_hash: string
  used_at: NullableTimestamp
  created_at: CreatedAt
}
export interface Database {
  two_step_challenges: TwoStepChallengesTable
  two_step_recovery_codes: TwoStepRecoveryCodesTable
}

// ---- E-mail verification (migration 0041). ----

export interface AccountsTable {
  /** null until the account follows its verification link; accounts older than the feature count as verified. */
  email_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}
export interface EmailVerificationTokensTable {
  id: Generated<string>
  account_id: string
  token_hash: string
  expires_at: Timestamp
  used_at: NullableTimestamp
  created_at: CreatedAt
}
export interface Database {
  email_verification_tokens: EmailVerificationTokensTable
}
