import { Type, type Static } from '@sinclair/typebox'
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../../../lib/schemas/common.js'
import { MEETING_KINDS, EngineNameSchema, ReportKindSchema, type PersonKind } from '../../report-kinds/index.js'
export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const

export const JobSchema = Type.Object(
  {
    id: Uuid,
    meetingId: Uuid,
    status: StringEnum(JOB_STATUSES),
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    kinds: Type.Array(Type.Ref(ReportKindSchema)),
    engine: Type.Ref(EngineNameSchema),
    reportIds: Type.Array(Uuid),
    error: Type.Optional(Type.String()),
    createdAt: IsoDateTime,
    startedAt: Nullable(IsoDateTime),
    finishedAt: Nullable(IsoDateTime),
  },
  { $id: 'Job', additionalProperties: false },
)
export type Job = Static<typeof JobSchema>

export const JobAcceptedSchema = Type.Object(
  {
    jobId: Uuid,
    jobIds: Type.Optional(
      Type.Array(Uuid, {
        description:
          'every job of a request with subjects (one per subject, one for meeting-level kinds); jobId is the first',
      }),
    ),
  },
  { $id: 'JobAccepted', additionalProperties: false },
)

const subjectNames = () =>
  Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 120 }), { minItems: 1, maxItems: 20, uniqueItems: true }),
  )

export const CreateAnalysisBody = Type.Object(
  {
    kinds: Type.Array(Type.Ref(ReportKindSchema), { minItems: 1, uniqueItems: true }),
    engine: Type.Optional(Type.Ref(EngineNameSchema)),
    /** The person the reports are about; default: the meeting's candidate, else its first non-host participant. */
    subject: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    subjects: Type.Optional(
      Type.Object(
        // In the order the contract has listed them from the start; the compiler asks for a new person kind here.
        {
          self: subjectNames(),
          recruiter: subjectNames(),
          competence: subjectNames(),
          belbin: subjectNames(),
          'active-analysis': subjectNames(),
          'digital-profile': subjectNames(),
          alfa: subjectNames(),
        } satisfies Record<PersonKind, unknown>,
        {
          additionalProperties: false,
          description: `Whom each person-kind is about: one report per name. Kinds left out default to the candidate, else the first non-host. Meeting-level kinds (${MEETING_KINDS.join(', ')}) have no subject; with this field they are titled after the meeting.`,
        },
      ),
    ),
  },
  { additionalProperties: false },
)
export type CreateAnalysisBody = Static<typeof CreateAnalysisBody>
