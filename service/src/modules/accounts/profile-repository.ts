import type { AccountWithOrg } from './account-repository.js'
import type { AccountProfile } from './schemas/profile.js'

/** The signed-in person's own view of the account: no password hash, no sealed seeds. */
export function toProfile(row: AccountWithOrg): AccountProfile {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    avatar: row.avatar,
    language: row.language,
    phone: row.phone,
    timezone: row.timezone,
    role: row.role,
    orgId: row.org_id,
    orgName: row.org_name,
    twoStepEnabled: row.totp_enabled,
  }
}
