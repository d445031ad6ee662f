import { Type, type Static } from '@sinclair/typebox'
import { sandboxListQuery } from '../shared/list-query.js'

export const PermissionSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    assignedTo: Type.Array(Type.String({ description: 'administrator, manager, users, support, restricted-user' })),
    createdDate: Type.String(),
  },
  { additionalProperties: false },
)
export type Permission = Static<typeof PermissionSchema>

export const PermissionQuery = sandboxListQuery({})
export type PermissionQuery = Static<typeof PermissionQuery>
export const PermissionPage = Type.Object(
  { permissions: Type.Array(PermissionSchema), totalPermissions: Type.Integer() },
  { additionalProperties: false },
)
