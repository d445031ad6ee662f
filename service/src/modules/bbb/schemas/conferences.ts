import { Type, type Static } from '@sinclair/typebox'
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../../../lib/schemas/common.js'

export const PlaybackSchema = Type.Object(
  { type: Type.String(), url: Type.String(), length: Type.Integer() },
  { additionalProperties: false },
)

export const ConferenceSchema = Type.Object(
  {
    meetingId: Uuid,
    title: Type.String(),
    scheduledAt: IsoDateTime,
    meetingStatus: Type.String(),
    /** null until the meeting is started as a conference. */
    conference: Nullable(
      Type.Object(
        {
          serverId: Uuid,
          serverName: Type.String(),
          status: StringEnum(['live', 'ended']),
          startedAt: IsoDateTime,
          endedAt: Nullable(IsoDateTime),
          /** Live count asked of the server now; null when it did not answer in time. */
          participants: Nullable(Type.Integer()),
          guestLink: Type.Boolean(),
          accessCode: Type.Boolean(),
          playback: Type.Array(PlaybackSchema),
        },
        { additionalProperties: false },
      ),
    ),
    /** Whether the caller joins as moderator (a host) or viewer. */
    joinAs: StringEnum(['MODERATOR', 'VIEWER']),
  },
  { additionalProperties: false },
)
export type Conference = Static<typeof ConferenceSchema>

export const ConferencePageSchema = Type.Object(
  { conferences: Type.Array(ConferenceSchema), total: Type.Integer() },
  { additionalProperties: false },
)
export const ConferenceListQuery = Type.Object(
  {
    scope: StringEnum(['upcoming', 'live', 'ended'], { default: 'upcoming' }),
    page: Type.Integer({ minimum: 1, default: 1 }),
    itemsPerPage: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
  },
  { additionalProperties: false },
)
export type ConferenceListQuery = Static<typeof ConferenceListQuery>

export const StartConferenceBody = Type.Object(
  {
    /** A server tag; ending in `!` makes it required, otherwise servers with it are preferred. */
    tag: Type.Optional(Type.String({ minLength: 1, maxLength: 61 })),
  },
  { additionalProperties: false },
)

export const JoinUrlSchema = Type.Object(
  { url: Type.String({ description: 'The signed BigBlueButton join URL to send the browser to' }) },
  { additionalProperties: false },
)

export const GuestLinkBody = Type.Object(
  {
    accessCode: Type.Optional(
      Type.String({
        minLength: 6,
        maxLength: 40,
        description: 'At least 6 characters; the link locks after 5 wrong codes (a new link unlocks it)',
      }),
    ),
  },
  { additionalProperties: false },
)
export const GuestLinkSchema = Type.Object(
  { token: Type.String(), url: Type.String() },
  { additionalProperties: false },
)

export const GuestTokenParams = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 200 }) },
  { additionalProperties: false },
)
export const GuestInfoSchema = Type.Object(
  { title: Type.String(), needsAccessCode: Type.Boolean(), live: Type.Boolean() },
  { additionalProperties: false },
)
export const GuestJoinBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 80 }), accessCode: Type.Optional(Type.String({ maxLength: 40 })) },
  { additionalProperties: false },
)

export const EndCallbackQuery = Type.Object(
  { token: Type.String({ maxLength: 200 }), recordingmarks: Type.Optional(Type.String()) },
  { additionalProperties: true },
)
export const RecordingReadyBody = Type.Object(
  { signed_parameters: Type.String({ maxLength: 10_000 }) },
  { additionalProperties: true },
)
export const CallbackResultSchema = Type.Object(
  { ok: Type.Boolean(), message: Type.String() },
  { additionalProperties: false },
)
