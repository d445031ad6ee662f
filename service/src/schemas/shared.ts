import { AuditEventPageSchema, AuditEventSchema } from './audit.js'
import { AccountPageSchema, AccountSchema } from './accounts.js'
import {
  AbilityRuleSchema,
  ActionSchema,
  MeSchema,
  MessageSchema,
  RoleSchema,
  SessionSchema,
  SubjectSchema,
  UserDataSchema,
} from './auth.js'
import { ErrorSchema } from './error.js'
import { HealthSchema } from './health.js'
import { productSchemas } from './product/index.js'
import { accountSchemas } from './account/index.js'
import { llmSchemas } from './llm/llm-runs.js'
import { templateSchemas } from './templates/index.js'
import { supportSchemas } from './support/support.js'
import { whatsNewSchemas } from './whats-new/whats-new.js'
import { accessSchemas } from './access/permission-matrix.js'
import { selfInterviewSchemas } from './self-interviews/index.js'

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
  AuditEventSchema,
  AuditEventPageSchema,
  ...llmSchemas,
  ...templateSchemas,
  ...supportSchemas,
  ...whatsNewSchemas,
  ...accessSchemas,
  ...selfInterviewSchemas,
]
