import { Type } from '@sinclair/typebox'
import { AUDIT_KINDS } from './audit-kinds.js'
import { IsoDateTime, Nullable, PagingQuery, StringEnum, Uuid } from '../../lib/schemas/common.js'

export const AuditEventSchema = Type.Object(
  {
    id: Type.String(),
    orgId: Nullable(Uuid),
    actorId: Nullable(Uuid),
    actorEmail: Nullable(Type.String()),
    kind: StringEnum(AUDIT_KINDS),
    target: Nullable(Type.String()),
    ip: Nullable(Type.String()),
    requestId: Nullable(Type.String()),
    meta: Type.Record(Type.String(), Type.Unknown()),
    createdAt: IsoDateTime,
  },
  { $id: 'AuditEvent', additionalProperties: false },
)

export const AuditEventPageSchema = Type.Object(
  { events: Type.Array(Type.Ref(AuditEventSchema)), total: Type.Integer() },
  { $id: 'AuditEventPage', additionalProperties: false },
)

export const AuditEventQuery = Type.Object(
  {
    ...PagingQuery,
    orderBy: StringEnum(['asc', 'desc'], { default: 'desc' }),
    kind: Type.Optional(StringEnum(AUDIT_KINDS)),
  },
  { additionalProperties: false },
)
