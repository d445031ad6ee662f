import { Type, type Static } from '@sinclair/typebox'
import { RoleSchema } from './auth.js'
import { IsoDateTime, Nullable, PagingQuery, StringEnum, Uuid } from '../../../lib/schemas/common.js'

export const AccountSchema = Type.Object(
  {
    id: Uuid,
    fullName: Type.String(),
    email: Type.String(),
    role: Type.Ref(RoleSchema),
    orgId: Nullable(Uuid),
    orgName: Nullable(Type.String()),
    avatar: Nullable(Type.String()),
    disabled: Type.Boolean(),
    /** false while an invited account has not set its password yet. */
    activated: Type.Boolean(),
    lastSignInAt: Nullable(IsoDateTime),
    createdAt: IsoDateTime,
  },
  { $id: 'Account', additionalProperties: false },
)
export type Account = Static<typeof AccountSchema>

export const AccountSortKeys = ['fullName', 'email', 'role', 'createdAt', 'lastSignInAt'] as const
export const AccountListQuery = Type.Object(
  {
    ...PagingQuery,
    role: Type.Optional(Type.Ref(RoleSchema)),
    sortBy: StringEnum(AccountSortKeys, { default: 'createdAt' }),
  },
  { additionalProperties: false },
)
export type AccountListQuery = Static<typeof AccountListQuery>

export const AccountPageSchema = Type.Object(
  { accounts: Type.Array(Type.Ref(AccountSchema)), total: Type.Integer() },
  { $id: 'AccountPage', additionalProperties: false },
)

export const CreateAccountBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    fullName: Type.String({ minLength: 1, maxLength: 120 }),
    role: Type.Ref(RoleSchema),
    /** Superadmin only: the organization of an admin or client. An admin always invites into its own. */
    orgId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
)
export type CreateAccountBody = Static<typeof CreateAccountBody>

export const UpdateAccountBody = Type.Object(
  {
    fullName: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    role: Type.Optional(Type.Ref(RoleSchema)),
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type UpdateAccountBody = Static<typeof UpdateAccountBody>
