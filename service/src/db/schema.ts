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
}

export type AccountRow = Selectable<AccountsTable>
export type NewAccount = Insertable<AccountsTable>
export type AccountUpdate = Updateable<AccountsTable>
export type OrganizationRow = Selectable<OrganizationsTable>
