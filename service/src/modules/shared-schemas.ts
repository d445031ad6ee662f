import { AuditEventPageSchema, AuditEventSchema } from './audit/index.js'
import {
  AccountPageSchema,
  AccountSchema,
  AbilityRuleSchema,
  ActionSchema,
  MeSchema,
  MessageSchema,
  RoleSchema,
  SessionSchema,
  SubjectSchema,
  UserDataSchema,
  accountSchemas,
} from './accounts/index.js'
import { ErrorSchema } from '../lib/schemas/error.js'
import { HealthSchema, LivenessSchema, ReadinessSchema } from './health/index.js'
import { productSchemas } from './product-schemas.js'
export { wireSchemas } from './product-schemas.js'
import { SearchGroupSchema } from './search/index.js'
import { llmSchemas } from './llm/index.js'
import { modelCallSchemas } from './model-calls/index.js'
import { templateSchemas } from './templates/index.js'
import { supportSchemas } from './support/index.js'
import { whatsNewSchemas } from './whats-new/index.js'
import { accessSchemas } from './access/index.js'
import { reviewInvitationSchemas, reviewSchemas, selfInterviewSchemas } from './self-interviews/index.js'
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
  LivenessSchema,
  ReadinessSchema,
  ...productSchemas,
  ...accountSchemas,
  SearchGroupSchema,
  AuditEventSchema,
  AuditEventPageSchema,
  ...llmSchemas,
  ...modelCallSchemas,
  ...templateSchemas,
  ...supportSchemas,
  ...whatsNewSchemas,
  ...accessSchemas,
  ...selfInterviewSchemas,
  ...reviewSchemas,
  ...reviewInvitationSchemas,
]
