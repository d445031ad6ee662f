import { Type, type Static } from '@sinclair/typebox'
import { IsoDateTime, Nullable, PagingQuery, StringEnum, Uuid } from '../../lib/schemas/common.js'
import { ReportKindSchema } from '../report-kinds/index.js'
import { ErrorSchema } from '../../lib/schemas/error.js'
export const SELF_INTERVIEW_STATES = ['created', 'opened', 'in_progress', 'completed', 'expired', 'revoked'] as const
export const INTERVIEW_LANGUAGES = ['en', 'ru', 'fr', 'ar'] as const
export const ANSWER_MODES = ['text', 'audio', 'video'] as const

export const SelfInterviewStateSchema = StringEnum(SELF_INTERVIEW_STATES, { $id: 'SelfInterviewState' })

export const CriterionSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    name: Type.String({
      maxLength: 200,
      description: 'Empty for the one overall rating of a question without a rubric',
    }),
    anchors: Type.Object(
      { '1': Type.String(), '3': Type.String(), '5': Type.String() },
      { additionalProperties: false, description: 'What a 1, a 3 and a 5 look like' },
    ),
  },
  { $id: 'ReviewCriterion', additionalProperties: false },
)

export const QuestionSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 60 }),
    text: Type.String({ minLength: 1, maxLength: 2000 }),
    thinkSeconds: Type.Integer({ minimum: 0, maximum: 600 }),
    answerSeconds: Type.Integer({ minimum: 10, maximum: 3600 }),
    retakes: Type.Integer({ minimum: 0, maximum: 5 }),
    mode: StringEnum(ANSWER_MODES),
    practice: Type.Boolean(),
    criteria: Type.Optional(Type.Array(Type.Ref(CriterionSchema))),
  },
  { $id: 'InterviewQuestion', additionalProperties: false },
)

export const QuestionSetSchema = Type.Object(
  {
    id: Uuid,
    /** The template the set is a version of: the builder edits and duplicates it by this id. */
    templateId: Uuid,
    name: Type.String(),
    version: Type.Integer(),
    language: Type.String(),
    description: Type.String(),
    questions: Type.Array(Type.Ref(QuestionSchema)),
  },
  { $id: 'QuestionSet', additionalProperties: false },
)

export const QuestionSetListSchema = Type.Object(
  { questionSets: Type.Array(Type.Ref(QuestionSetSchema)) },
  { additionalProperties: false },
)

export const QuestionBankQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Words the question’s text contains' })),
    page: Type.Integer({ minimum: 1, default: 1 }),
    itemsPerPage: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
  },
  { additionalProperties: false },
)
export type QuestionBankQuery = Static<typeof QuestionBankQuery>

export const QuestionBankPageSchema = Type.Object(
  {
    questions: Type.Array(
      Type.Object(
        {
          question: Type.Ref(QuestionSchema),
          setName: Type.String(),
          setVersion: Type.Integer(),
        },
        { additionalProperties: false },
      ),
    ),
    total: Type.Integer(),
  },
  { $id: 'QuestionBankPage', additionalProperties: false },
)

export const SelfInterviewSchema = Type.Object(
  {
    id: Uuid,
    orgId: Uuid,
    candidateName: Type.String(),
    candidateEmail: Type.String(),
    profileId: Nullable(Uuid),
    questionSet: Type.Object(
      { id: Nullable(Uuid), name: Type.String(), version: Type.Integer() },
      { additionalProperties: false },
    ),
    questionCount: Type.Integer(),
    answeredCount: Type.Integer(),
    language: StringEnum(INTERVIEW_LANGUAGES),
    mode: StringEnum(['steps', 'one-page'] as const),
    requestedKinds: Type.Array(Type.Ref(ReportKindSchema)),
    state: Type.Ref(SelfInterviewStateSchema),
    expiresAt: IsoDateTime,
    reminderSentAt: Nullable(IsoDateTime),
    meetingId: Nullable(Uuid),
    analysisId: Nullable(Uuid),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
    accommodation: Nullable(
      Type.Object(
        {
          extraTimePercent: Type.Integer({ minimum: 0, maximum: 100 }),
          note: Nullable(Type.String()),
          grantedBy: Nullable(Uuid),
          grantedAt: IsoDateTime,
        },
        {
          additionalProperties: false,
          description: 'Extra think and answer time granted to this candidate, for questions opened after the grant',
        },
      ),
    ),
  },
  { $id: 'SelfInterview', additionalProperties: false },
)
export type SelfInterview = Static<typeof SelfInterviewSchema>

export const SelfInterviewPageSchema = Type.Object(
  { selfInterviews: Type.Array(Type.Ref(SelfInterviewSchema)), total: Type.Integer() },
  { $id: 'SelfInterviewPage', additionalProperties: false },
)

export const SelfInterviewEventSchema = Type.Object(
  { kind: Type.String(), at: IsoDateTime, meta: Type.Record(Type.String(), Type.Unknown()) },
  { additionalProperties: false },
)
export const ManagerAnswerSchema = Type.Object(
  {
    questionId: Type.String(),
    position: Type.Integer(),
    number: Type.Integer({
      description: 'The question’s number as the candidate saw it (the practice one not counted)',
    }),
    question: Type.String(),
    mode: StringEnum(ANSWER_MODES),
    text: Type.String(),
    openedAt: Nullable(IsoDateTime),
    submittedAt: Nullable(IsoDateTime),
    transcript: Nullable(Type.String()),
    media: Nullable(Type.Object({ type: Type.String(), bytes: Type.Integer() }, { additionalProperties: false })),
    transcription: StringEnum(['none', 'pending', 'done', 'failed'] as const),
    transcriptSource: Nullable(StringEnum(['service', 'manager'] as const)),
    awaitsTranscript: Type.Boolean({
      description:
        'A recording whose transcript has not arrived: the service is transcribing it, or (with no service) it waits for one typed by a manager',
    }),
  },
  { additionalProperties: false },
)
export const InterviewReportSchema = Type.Object(
  { id: Uuid, kind: Type.Ref(ReportKindSchema), title: Type.String(), status: Type.String() },
  { additionalProperties: false },
)

export const SelfInterviewDetailSchema = Type.Object(
  {
    selfInterview: Type.Ref(SelfInterviewSchema),
    events: Type.Array(SelfInterviewEventSchema),
    answers: Type.Array(ManagerAnswerSchema),
    reports: Type.Array(InterviewReportSchema),
    analysis: Nullable(
      Type.Object(
        { id: Uuid, status: Type.String(), progress: Type.Integer(), error: Nullable(Type.String()) },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'SelfInterviewDetail', additionalProperties: false },
)

export const SelfInterviewLinkSchema = Type.Object(
  {
    selfInterview: Type.Ref(SelfInterviewSchema),
    link: Type.String({ description: 'The public link; shown only now (the service keeps its hash)' }),
    uid: Type.String(),
  },
  { $id: 'SelfInterviewLink', additionalProperties: false },
)

export const SelfInterviewSortKeys = ['createdAt', 'candidateName', 'state', 'expiresAt'] as const
export const SelfInterviewListQuery = Type.Object(
  {
    ...PagingQuery,
    status: Type.Optional(Type.Ref(SelfInterviewStateSchema)),
    from: Type.Optional(IsoDateTime),
    to: Type.Optional(IsoDateTime),
    sortBy: StringEnum(SelfInterviewSortKeys, { default: 'createdAt' }),
  },
  { additionalProperties: false },
)
export type SelfInterviewListQuery = Static<typeof SelfInterviewListQuery>

const settings = {
  questionSetId: Uuid,
  language: StringEnum(INTERVIEW_LANGUAGES, { default: 'en' }),
  mode: Type.Optional(StringEnum(['steps', 'one-page'] as const)),
  expiresInDays: Type.Integer({ minimum: 1, maximum: 90, default: 7 }),
  requestedKinds: Type.Array(Type.Ref(ReportKindSchema), { uniqueItems: true, maxItems: 9, default: [] }),
  sendInvitation: Type.Boolean({ default: true }),
}

export const CreateSelfInterviewBody = Type.Object(
  {
    candidateName: Type.String({ minLength: 1, maxLength: 120 }),
    candidateEmail: Type.String({ format: 'email', maxLength: 254 }),
    profileId: Type.Optional(Uuid),
    ...settings,
  },
  { additionalProperties: false },
)
export type CreateSelfInterviewBody = Static<typeof CreateSelfInterviewBody>

export const BulkSelfInterviewBody = Type.Object(
  {
    csv: Type.String({
      minLength: 1,
      maxLength: 200_000,
      description: 'Rows of `name,email` (a header row is optional)',
    }),
    ...settings,
  },
  { additionalProperties: false },
)

export const BulkResultSchema = Type.Object(
  {
    created: Type.Integer(),
    failed: Type.Integer(),
    results: Type.Array(
      Type.Object(
        {
          row: Type.Integer(),
          name: Type.String(),
          email: Type.String(),
          ok: Type.Boolean(),
          id: Type.Optional(Uuid),
          link: Type.Optional(Type.String()),
          error: Type.Optional(Type.String()),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'SelfInterviewBulkResult', additionalProperties: false },
)

export const UpdateSelfInterviewBody = Type.Object({ expiresAt: IsoDateTime }, { additionalProperties: false })

export const AccommodationBody = Type.Object(
  {
    extraTimePercent: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: 'Added to the think and answer time of every question opened from now on; 0 withdraws it',
    }),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
)

// Public (candidate) side.
// Any text up to a bound is looked up: a mistyped or cut-off link is the same "not valid" 404 as an unknown one,
// which the candidate's screen words as "This link does not work", never a validation message.
const Uid = Type.String({ minLength: 1, maxLength: 200 })
export const UidParams = Type.Object({ uid: Uid }, { additionalProperties: false })
export const UidQuestionParams = Type.Object(
  { uid: Uid, questionId: Type.String({ minLength: 1, maxLength: 60 }) },
  { additionalProperties: false },
)
// In the query: a sealed link is longer than a path parameter may be.
export const MediaLinkQuery = Type.Object(
  { link: Type.String({ minLength: 1, maxLength: 400 }) },
  { additionalProperties: false },
)
export const RANGE_ERROR = { 416: Type.Ref(ErrorSchema, { description: 'The range is outside the recording' }) }
export const Recording = {
  200: Type.String({ format: 'binary', description: 'The recording as uploaded' }),
  206: Type.String({ format: 'binary', description: 'The part of the recording the `Range` asked for' }),
}

export const PublicQuestionSchema = Type.Object(
  {
    id: Type.String(),
    position: Type.Integer(),
    text: Nullable(Type.String({ description: 'Null until opened (step mode)' })),
    mode: StringEnum(ANSWER_MODES),
    thinkSeconds: Type.Integer(),
    answerSeconds: Type.Integer(),
    retakes: Type.Integer(),
    practice: Type.Boolean(),
    status: StringEnum(['pending', 'open', 'answered'] as const),
    thinkDeadline: Nullable(IsoDateTime),
    answerDeadline: Nullable(IsoDateTime),
    answer: Type.String(),
  },
  { $id: 'PublicInterviewQuestion', additionalProperties: false },
)

export const PublicSelfInterviewSchema = Type.Object(
  {
    organization: Type.String(),
    candidateName: Type.String(),
    language: StringEnum(INTERVIEW_LANGUAGES),
    mode: StringEnum(['steps', 'one-page'] as const),
    state: Type.Ref(SelfInterviewStateSchema),
    consented: Type.Boolean(),
    expiresAt: IsoDateTime,
    serverTime: IsoDateTime,
    graceSeconds: Type.Integer(),
    estimatedMinutes: Type.Integer(),
    currentQuestionId: Nullable(
      Type.String({ description: 'The first unanswered question: where a resumed interview continues' }),
    ),
    questions: Type.Array(Type.Ref(PublicQuestionSchema)),
  },
  { $id: 'PublicSelfInterview', additionalProperties: false },
)

export const OpenInterviewBody = Type.Object({ consent: Type.Literal(true) }, { additionalProperties: false })
export const SaveAnswerBody = Type.Object(
  {
    text: Type.String({ maxLength: 20_000 }),
    submit: Type.Boolean({ default: false, description: 'false saves a draft (autosave); true submits it for good' }),
  },
  { additionalProperties: false },
)

export const selfInterviewSchemas = [
  SelfInterviewStateSchema,
  CriterionSchema,
  QuestionSchema,
  QuestionSetSchema,
  QuestionBankPageSchema,
  SelfInterviewSchema,
  SelfInterviewPageSchema,
  SelfInterviewDetailSchema,
  SelfInterviewLinkSchema,
  BulkResultSchema,
  PublicQuestionSchema,
  PublicSelfInterviewSchema,
]
