import { Type } from '@sinclair/typebox'
import { ActionSchema, RoleSchema, SubjectSchema } from '../accounts/index.js'
export const PermissionCellSchema = Type.Object(
  {
    role: Type.Ref(RoleSchema),
    subject: Type.Ref(SubjectSchema),
    actions: Type.Array(Type.Ref(ActionSchema), {
      description: 'What the role may do on the subject (manage means every action)',
    }),
    conditions: Type.Array(Type.String(), {
      description: 'The fields the rules limit it by, e.g. orgId: only within its own organization',
    }),
  },
  { $id: 'PermissionCell', additionalProperties: false },
)

export const PermissionMatrixSchema = Type.Object(
  {
    roles: Type.Array(Type.Ref(RoleSchema)),
    subjects: Type.Array(Type.Ref(SubjectSchema)),
    cells: Type.Array(Type.Ref(PermissionCellSchema)),
  },
  { $id: 'PermissionMatrix', additionalProperties: false },
)

export const accessSchemas = [PermissionCellSchema, PermissionMatrixSchema]
