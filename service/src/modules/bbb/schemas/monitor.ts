import { Type } from '@sinclair/typebox'
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../../../lib/schemas/common.js'

export const LiveAttendeeSchema = Type.Object(
  {
    fullName: Type.String(),
    role: StringEnum(['MODERATOR', 'VIEWER']),
    voice: Type.Boolean(),
    video: Type.Boolean(),
    listenOnly: Type.Boolean(),
  },
  { additionalProperties: false },
)

export const LiveMeetingSchema = Type.Object(
  {
    meetingId: Type.String(),
    name: Type.String(),
    /** The Debrief meeting this conference belongs to, when it is one of ours and the caller may see it. */
    debriefMeetingId: Nullable(Uuid),
    createdAt: Nullable(IsoDateTime),
    participants: Type.Integer(),
    moderators: Type.Integer(),
    voice: Type.Integer(),
    video: Type.Integer(),
    recording: Type.Boolean(),
    isBreakout: Type.Boolean(),
    attendees: Type.Array(LiveAttendeeSchema),
  },
  { additionalProperties: false },
)

export const LiveMeetingsSchema = Type.Object(
  {
    meetings: Type.Array(LiveMeetingSchema),
    /** Why the list could not be fetched now (the server down or slow); the screen then shows the last known figures. */
    error: Nullable(Type.String()),
    fetchedAt: IsoDateTime,
  },
  { additionalProperties: false },
)

export const PERIODS = ['1h', '24h', '7d', '30d'] as const
export const SamplesQuery = Type.Object(
  { period: StringEnum(PERIODS, { default: '24h' }) },
  { additionalProperties: false },
)
export const SamplePointSchema = Type.Object(
  {
    at: IsoDateTime,
    participants: Type.Integer(),
    meetings: Type.Integer(),
    /** Voice participants (voiceParticipantCount summed over meetings). */
    voice: Type.Integer(),
    /** Video streams (videoCount summed over meetings). */
    video: Type.Integer(),
    /** Listen-only participants. */
    listeners: Type.Integer(),
    /** Recordings being processed; null where the server never said. */
    recordingsProcessing: Nullable(Type.Integer()),
    latencyMs: Nullable(Type.Integer()),
    online: Type.Boolean(),
  },
  { additionalProperties: false },
)
export const SamplesSchema = Type.Object({ points: Type.Array(SamplePointSchema) }, { additionalProperties: false })

export const FailureSchema = Type.Object(
  { at: IsoDateTime, error: Type.String(), online: Type.Boolean() },
  { additionalProperties: false },
)
export const FailuresSchema = Type.Object({ failures: Type.Array(FailureSchema) }, { additionalProperties: false })

export const MeetingIdParams = Type.Object(
  { id: Uuid, meetingId: Type.String({ minLength: 2, maxLength: 256 }) },
  { additionalProperties: false },
)
export const EndMeetingResultSchema = Type.Object({ running: Type.Boolean() }, { additionalProperties: false })

export const MeetingHistoryQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, default: 1 }),
    itemsPerPage: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
)
export const MeetingRecordSchema = Type.Object(
  {
    meetingId: Type.String(),
    name: Type.String(),
    startedAt: IsoDateTime,
    /** The last poll that listed it. */
    lastSeenAt: IsoDateTime,
    /** The last sighting of a meeting a later poll no longer listed; null while it runs. */
    endedAt: Nullable(IsoDateTime),
    /** From its start to its end (or, while it runs, to its last sighting), as the polls saw it. */
    durationSeconds: Type.Integer(),
    peakParticipants: Type.Integer(),
    peakVoice: Type.Integer(),
    peakVideo: Type.Integer(),
  },
  { additionalProperties: false },
)
export const MeetingHistorySchema = Type.Object(
  { meetings: Type.Array(MeetingRecordSchema), total: Type.Integer() },
  { additionalProperties: false },
)

export const ALERT_STATUSES = ['open', 'all'] as const
export const AlertListQuery = Type.Object(
  {
    status: StringEnum(ALERT_STATUSES, { default: 'open' }),
    serverId: Type.Optional(Uuid),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  },
  { additionalProperties: false },
)
export const AlertSchema = Type.Object(
  {
    id: Uuid,
    serverId: Uuid,
    serverName: Type.String(),
    kind: StringEnum(['participants', 'latency', 'offline']),
    /** The limit crossed (null for offline). */
    threshold: Nullable(Type.Integer()),
    /** The newest figure while open: participants, latency in ms, or failed polls in a row. */
    value: Nullable(Type.Integer()),
    raisedAt: IsoDateTime,
    clearedAt: Nullable(IsoDateTime),
  },
  { additionalProperties: false },
)
export const AlertListSchema = Type.Object({ alerts: Type.Array(AlertSchema) }, { additionalProperties: false })
