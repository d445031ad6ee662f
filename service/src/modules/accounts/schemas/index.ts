import { NotificationPreferencesSchema } from './notifications.js'
import { ConnectionsSchema, OrganizationPlanSchema } from './organization.js'
import { AccountProfileSchema, LanguageSchema } from './profile.js'
import { AccountSessionListSchema, AccountSessionSchema } from './sessions.js'
import { RecoveryCodesSchema, TwoStepChallengeSchema, TwoStepSetupSchema } from './two-step.js'

/** The account-settings, and two-step schemas with an `$id` (order: referenced before referencing). */
export const accountSchemas = [
  LanguageSchema,
  AccountProfileSchema,
  AccountSessionSchema,
  AccountSessionListSchema,
  TwoStepSetupSchema,
  RecoveryCodesSchema,
  TwoStepChallengeSchema,
  NotificationPreferencesSchema,
  OrganizationPlanSchema,
  ConnectionsSchema,
]
