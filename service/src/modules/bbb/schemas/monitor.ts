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
