import { Type, type Static } from '@sinclair/typebox'
import { StringEnum } from '../../lib/schemas/common.js'

/** The modules of the roles screen's permission matrix, in its row order. */
export const ROLE_MODULES = [
  'userManagement',
  'contentManagement',
  'disputesManagement',
  'databaseManagement',
  'financialManagement',
  'reporting',
  'apiControl',
  'repositoryManagement',
  'payroll',
] as const

export const RolePermission = Type.Object(
  {
    module: StringEnum(ROLE_MODULES),
    read: Type.Boolean(),
    write: Type.Boolean(),
    create: Type.Boolean(),
  },
  { additionalProperties: false },
)
export type RolePermission = Static<typeof RolePermission>

const Member = Type.Object(
  { id: Type.Integer(), fullName: Type.String(), avatar: Type.String() },
  { additionalProperties: false },
)

export const RoleSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    userRole: Type.Union([Type.String(), Type.Null()], {
      description: 'The sample users’ role whose users are its members; null for a role added on the screen',
    }),
    totalUsers: Type.Integer({ description: 'Members: sample users with that role' }),
    members: Type.Array(Member, { description: 'The first few members, for the avatar group' }),
    permissions: Type.Array(RolePermission),
  },
  { additionalProperties: false },
)
export type Role = Static<typeof RoleSchema>

export const RoleList = Type.Object({ roles: Type.Array(RoleSchema) }, { additionalProperties: false })

/** What the add / edit dialog saves: a name (unique, case ignored) and one matrix row per module at most. */
export const SaveRoleBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    permissions: Type.Array(RolePermission, { maxItems: ROLE_MODULES.length }),
  },
  { additionalProperties: false },
)
export type SaveRoleBody = Static<typeof SaveRoleBody>
