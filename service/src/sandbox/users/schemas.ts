import { Type, type Static } from '@sinclair/typebox'
import { StringEnum } from '../../lib/schemas/common.js'
import { QueryText, sandboxListQuery } from '../shared/list-query.js'

export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const
export const USER_STATUSES = ['Active', 'Inactive', 'Pending'] as const
const literals = (values: readonly string[]) => StringEnum(values)

const userFields = {
  id: Type.Integer(),
  fullName: Type.String(),
  company: Type.String(),
  role: Type.String({ description: 'admin, editor, author, maintainer, subscriber' }),
  username: Type.String(),
  country: Type.String(),
  contact: Type.String(),
  email: Type.String(),
  currentPlan: Type.String({ description: 'basic, team, company, enterprise' }),
  status: Type.String({ description: 'Active, Inactive, Pending' }),
  avatar: Type.String({ description: 'May be empty: the web shows initials' }),
}
export const SandboxUserSchema = Type.Object(userFields, { additionalProperties: false })
export type SandboxUser = Static<typeof SandboxUserSchema>
export const SandboxUserDetailSchema = Type.Object(
  {
    ...userFields,
    taskDone: Type.Integer(),
    projectDone: Type.Integer(),
    taxId: Type.String(),
    language: Type.String(),
  },
  { additionalProperties: false },
)
export type SandboxUserDetail = Static<typeof SandboxUserDetailSchema>

export const SandboxUserQuery = sandboxListQuery({
  role: Type.Optional(QueryText),
  plan: Type.Optional(QueryText),
  status: Type.Optional(QueryText),
})
export type SandboxUserQuery = Static<typeof SandboxUserQuery>
export const SandboxUserPage = Type.Object(
  {
    users: Type.Array(SandboxUserSchema),
    totalPages: Type.Integer(),
    totalUsers: Type.Integer(),
    page: Type.Integer({ description: 'The page served: 1 when the asked page is beyond the last' }),
  },
  { additionalProperties: false },
)

/** A role's key (`user_role` on the roles screen): one of the five seeded ones or a role added there. */
export const RoleKey = Type.String({
  minLength: 1,
  maxLength: 60,
  pattern: '^[a-z0-9-]+$',
  description: `A role of the caller's sandbox: ${USER_ROLES.join(', ')} or one added on the roles screen`,
})
export const AssignRoleBody = Type.Object({ role: RoleKey }, { additionalProperties: false })

const text = (max: number) => Type.String({ minLength: 1, maxLength: max })
export const CreateSandboxUserBody = Type.Object(
  {
    fullName: text(120),
    username: text(60),
    email: Type.String({ format: 'email', maxLength: 254 }),
    company: Type.Optional(Type.String({ maxLength: 120 })),
    country: Type.Optional(Type.String({ maxLength: 80 })),
    contact: Type.Optional(Type.String({ maxLength: 40 })),
    role: RoleKey,
    currentPlan: literals(USER_PLANS),
    status: Type.Optional(literals(USER_STATUSES)),
    avatar: Type.Optional(Type.String({ maxLength: 500 })),
    taskDone: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    projectDone: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    taxId: Type.Optional(Type.String({ maxLength: 40 })),
    language: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
)
export type CreateSandboxUserBody = Static<typeof CreateSandboxUserBody>
