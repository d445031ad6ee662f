import { Type, type Static } from '@sinclair/typebox'
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../common.js'
import { EngineNameSchema, ReportKindSchema } from './report-kind.js'

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

export const JobAcceptedSchema = Type.Object({ jobId: Uuid }, { $id: 'JobAccepted', additionalProperties: false })

export const CreateAnalysisBody = Type.Object(
  {
    kinds: Type.Array(Type.Ref(ReportKindSchema), { minItems: 1, uniqueItems: true }),
    engine: Type.Optional(Type.Ref(EngineNameSchema)),
    /** The person the reports are about; default: the meeting's candidate, else its first non-host participant. */
    subject: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  },
  { additionalProperties: false },
)
export type CreateAnalysisBody = Static<typeof CreateAnalysisBody>
