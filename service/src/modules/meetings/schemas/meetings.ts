import { Type, type Static } from '@sinclair/typebox'
import { IsoDateTime, PagingQuery, StringEnum, Uuid } from '../../../lib/schemas/common.js'
import { ReportKindSchema } from '../../report-kinds/index.js'
export const MEETING_KINDS = ['interview', 'negotiation', 'team', 'one-on-one', 'other'] as const
export const MEETING_STATUSES = ['scheduled', 'live', 'ended', 'processing', 'analyzed', 'failed'] as const
/** Statuses a person may set; processing, analyzed and failed belong to the analysis worker. */
export const MANUAL_MEETING_STATUSES = ['scheduled', 'live', 'ended'] as const
export const PARTICIPANT_ROLES = ['host', 'candidate', 'interviewer', 'participant'] as const

export const MeetingKindSchema = StringEnum(MEETING_KINDS, { $id: 'MeetingKind' })
export const MeetingStatusSchema = StringEnum(MEETING_STATUSES, { $id: 'MeetingStatus' })

export const ParticipantSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    role: StringEnum(PARTICIPANT_ROLES),
    profileId: Type.Optional(Uuid),
  },
  { $id: 'Participant', additionalProperties: false },
)
export type Participant = Static<typeof ParticipantSchema>

export const MeetingSchema = Type.Object(
  {
    id: Uuid,
    orgId: Uuid,
    title: Type.String(),
    description: Type.String(),
    kind: Type.Ref(MeetingKindSchema),
    scheduledAt: IsoDateTime,
    durationMinutes: Type.Integer(),
    status: Type.Ref(MeetingStatusSchema),
    participants: Type.Array(Type.Ref(ParticipantSchema)),
    requestedKinds: Type.Array(Type.Ref(ReportKindSchema)),
    tags: Type.Array(Type.String(), { description: 'Free tags; the cost dashboard breaks spend down by them' }),
    hasTranscript: Type.Boolean(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'Meeting', additionalProperties: false },
)
export type Meeting = Static<typeof MeetingSchema>

export const MeetingPageSchema = Type.Object(
  { meetings: Type.Array(Type.Ref(MeetingSchema)), total: Type.Integer() },
  { $id: 'MeetingPage', additionalProperties: false },
)

export const MeetingSortKeys = ['title', 'scheduledAt', 'status', 'createdAt'] as const
export const MeetingListQuery = Type.Object(
  {
    ...PagingQuery,
    status: Type.Optional(Type.Ref(MeetingStatusSchema)),
    kind: Type.Optional(Type.Ref(MeetingKindSchema)),
    from: Type.Optional(IsoDateTime),
    to: Type.Optional(IsoDateTime),
    sortBy: StringEnum(MeetingSortKeys, { default: 'scheduledAt' }),
  },
  { additionalProperties: false },
)
export type MeetingListQuery = Static<typeof MeetingListQuery>

const editable = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.String({ maxLength: 5000 }),
  kind: Type.Ref(MeetingKindSchema),
  scheduledAt: IsoDateTime,
  durationMinutes: Type.Integer({ minimum: 1, maximum: 24 * 60 }),
  participants: Type.Array(Type.Ref(ParticipantSchema), { maxItems: 50 }),
  requestedKinds: Type.Array(Type.Ref(ReportKindSchema), { uniqueItems: true }),
  tags: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), {
    maxItems: 10,
    description:
      'Free tags (e.g. "sales", "Q4 hiring"): at most 10, each 1–40 characters once trimmed, unique regardless of case',
  }),
}

export const CreateMeetingBody = Type.Object(
  {
    title: editable.title,
    description: Type.Optional(editable.description),
    kind: editable.kind,
    scheduledAt: editable.scheduledAt,
    durationMinutes: editable.durationMinutes,
    status: Type.Optional(StringEnum(MANUAL_MEETING_STATUSES)),
    participants: Type.Optional(editable.participants),
    requestedKinds: Type.Optional(editable.requestedKinds),
    tags: Type.Optional(editable.tags),
  },
  { additionalProperties: false },
)
export type CreateMeetingBody = Static<typeof CreateMeetingBody>

export const UpdateMeetingBody = Type.Object(
  {
    title: Type.Optional(editable.title),
    description: Type.Optional(editable.description),
    kind: Type.Optional(editable.kind),
    scheduledAt: Type.Optional(editable.scheduledAt),
    durationMinutes: Type.Optional(editable.durationMinutes),
    status: Type.Optional(StringEnum(MANUAL_MEETING_STATUSES)),
    participants: Type.Optional(editable.participants),
    requestedKinds: Type.Optional(editable.requestedKinds),
    tags: Type.Optional(editable.tags),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type UpdateMeetingBody = Static<typeof UpdateMeetingBody>
