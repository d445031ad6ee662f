import { AuditEventPageSchema, AuditEventSchema } from './audit/schemas.js'
import { AccountPageSchema, AccountSchema } from './accounts/schemas/accounts.js'
import {
  AbilityRuleSchema,
  ActionSchema,
  MeSchema,
  MessageSchema,
  RoleSchema,
  SessionSchema,
  SubjectSchema,
  UserDataSchema,
} from './accounts/schemas/auth.js'
import { ErrorSchema } from '../lib/schemas/error.js'
import { HealthSchema } from './health/schemas.js'
import { productSchemas } from './product-schemas.js'
import { SearchGroupSchema } from './search/app-bar-schemas.js'
import { accountSchemas } from './accounts/schemas/index.js'
import { llmSchemas } from './llm/schemas.js'
import { templateSchemas } from './templates/schemas/index.js'
import { supportSchemas } from './support/schemas.js'
import { whatsNewSchemas } from './whats-new/schemas.js'
import { accessSchemas } from './access/schemas.js'
import { selfInterviewSchemas } from './self-interviews/schemas.js'

/** Schemas with an `$id`: registered once with `app.addSchema`, they keep their names in components.schemas. */
export const sharedSchemas = [
  ErrorSchema,
  RoleSchema,
  ActionSchema,
  SubjectSchema,
  AbilityRuleSchema,
  UserDataSchema,
  SessionSchema,
  MeSchema,
  MessageSchema,
  AccountSchema,
  AccountPageSchema,
  HealthSchema,
  ...productSchemas,
  ...accountSchemas,
  SearchGroupSchema,
  AuditEventSchema,
  AuditEventPageSchema,
  ...llmSchemas,
  ...templateSchemas,
  ...supportSchemas,
  ...whatsNewSchemas,
  ...accessSchemas,
  ...selfInterviewSchemas,
]
