import { Type, type Static } from '@sinclair/typebox'
import { CHECKSUM_ALGORITHMS } from '../checksum.js'
import { IsoDateTime, Nullable, PagingQuery, StringEnum, Uuid } from '../../../lib/schemas/common.js'

export const SERVER_STATES = ['enabled', 'cordoned', 'disabled'] as const
export const SERVER_STATUSES = ['online', 'offline', 'cordoned', 'disabled'] as const

/** Limits a poll's figures are judged against; null (or false) raises no alert of that kind. */
const thresholdFields = {
  maxParticipants: Nullable(Type.Integer({ minimum: 1, maximum: 100000, description: 'Participants on the server' })),
  maxLatencyMs: Nullable(Type.Integer({ minimum: 1, maximum: 60000, description: 'getMeetings answer time' })),
  offline: Type.Boolean({ description: 'Alert while the server is offline' }),
}
export const ThresholdsSchema = Type.Object(thresholdFields, { additionalProperties: false })
export const ThresholdsBody = Type.Object(thresholdFields, { additionalProperties: false })
export type ThresholdsBody = Static<typeof ThresholdsBody>

export const BbbServerSchema = Type.Object(
  {
    id: Uuid,
    /** The organization that registered it; null for a server the platform shares. */
    orgId: Nullable(Uuid),
    name: Type.String(),
    url: Type.String(),
    algorithm: StringEnum(CHECKSUM_ALGORITHMS),
    state: StringEnum(SERVER_STATES),
    tags: Type.Array(Type.String()),
    /** The secret itself is never sent: only whether one is stored. */
    secretSet: Type.Boolean(),
    online: Type.Boolean(),
    load: Type.Integer(),
    meetings: Type.Integer(),
    participants: Type.Integer(),
    video: Type.Integer(),
    version: Nullable(Type.String()),
    latencyMs: Nullable(Type.Integer()),
    lastError: Nullable(Type.String()),
    polledAt: Nullable(IsoDateTime),
    /** Largest participant count per hour over the last 24 hours, oldest first (24 values). */
    sparkline: Type.Array(Type.Integer()),
    thresholds: ThresholdsSchema,
    /** Alerts raised by the thresholds and not yet cleared. */
    openAlerts: Type.Integer(),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
)
export type BbbServer = Static<typeof BbbServerSchema>

export const BbbServerPageSchema = Type.Object(
  { servers: Type.Array(BbbServerSchema), total: Type.Integer() },
  { additionalProperties: false },
)

export const BbbServerListQuery = Type.Object(
  {
    ...PagingQuery,
    status: Type.Optional(StringEnum(SERVER_STATUSES)),
    tag: Type.Optional(Type.String({ maxLength: 60 })),
    sortBy: StringEnum(['name', 'load', 'participants', 'meetings', 'latency', 'createdAt'], { default: 'name' }),
  },
  { additionalProperties: false },
)
export type BbbServerListQuery = Static<typeof BbbServerListQuery>

/** A change names only what changes: no defaults there, or a PATCH of the name would reset the tags. */
const editable = (defaults: boolean) => ({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  url: Type.String({ minLength: 8, maxLength: 500, pattern: '^https?://' }),
  secret: Type.String({ minLength: 8, maxLength: 500 }),
  algorithm: StringEnum(CHECKSUM_ALGORITHMS, defaults ? { default: 'sha256' } : {}),
  state: StringEnum(SERVER_STATES, defaults ? { default: 'enabled' } : {}),
  tags: Type.Array(Type.String({ minLength: 1, maxLength: 60, pattern: '^[^,\\s]+$' }), {
    maxItems: 20,
    ...(defaults ? { default: [] } : {}),
  }),
})
export const CreateBbbServerBody = Type.Object(editable(true), { additionalProperties: false })
export type CreateBbbServerBody = Static<typeof CreateBbbServerBody>
export const UpdateBbbServerBody = Type.Partial(Type.Object(editable(false)), {
  additionalProperties: false,
  minProperties: 1,
})
export type UpdateBbbServerBody = Static<typeof UpdateBbbServerBody>

export const ConnectionTestSchema = Type.Object(
  {
    ok: Type.Boolean(),
    version: Nullable(Type.String()),
    latencyMs: Nullable(Type.Integer()),
    meetings: Nullable(Type.Integer()),
    /** The error in words, e.g. "checksum rejected by the server". */
    error: Nullable(Type.String()),
  },
  { additionalProperties: false },
)

export const ConferenceCapacitySchema = Type.Object(
  {
    available: Type.Integer({
      description: 'Enabled, online servers a meeting of the caller’s organization could start on now',
    }),
    own: Type.Integer({ description: 'Servers the organization registered itself (any state)' }),
  },
  { additionalProperties: false },
)
