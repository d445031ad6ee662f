import { Type, type Static } from '@sinclair/typebox'
import { StringEnum } from '../../lib/schemas/common.js'

export const PERMISSION_ROLES = ['administrator', 'manager', 'users', 'support', 'restricted-user'] as const

/** A permission as the dialogs write it: a name (unique, case ignored) and the roles it is assigned to. */
export const SavePermissionBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    assignedTo: Type.Array(StringEnum(PERMISSION_ROLES), { maxItems: 5, uniqueItems: true }),
  },
  { additionalProperties: false },
)
export type SavePermissionBody = Static<typeof SavePermissionBody>
