import { Type } from '@sinclair/typebox'
import { IsoDateTime, Nullable, Uuid } from '../../../lib/schemas/common.js'

export const AccountSessionSchema = Type.Object(
  {
    id: Uuid,
    userAgent: Nullable(Type.String()),
    ip: Nullable(Type.String()),
    createdAt: IsoDateTime,
    lastUsedAt: IsoDateTime,
    /** The session of the access token making this call. */
    current: Type.Boolean(),
  },
  { $id: 'AccountSession', additionalProperties: false },
)

export const AccountSessionListSchema = Type.Object(
  { sessions: Type.Array(Type.Ref(AccountSessionSchema)) },
  { $id: 'AccountSessionList', additionalProperties: false },
)
