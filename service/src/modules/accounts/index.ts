// What other modules may use of accounts: everything else in this folder is its own.
export { hashPassword } from './passwords.js'
export { AccountPageSchema, AccountSchema } from './schemas/accounts.js'
export {
  AbilityRuleSchema,
  ActionSchema,
  MeSchema,
  MessageSchema,
  RoleSchema,
  SessionSchema,
  SubjectSchema,
  UserDataSchema,
} from './schemas/auth.js'
export { accountSchemas } from './schemas/index.js'
