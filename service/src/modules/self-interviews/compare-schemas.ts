import { Type } from '@sinclair/typebox'
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../../lib/schemas/common.js'
import { ReportKindSchema } from '../report-kinds/index.js'
import { ANSWER_MODES, INTERVIEW_LANGUAGES, SelfInterviewStateSchema } from './schemas.js'

/** 2 to 4 interviews of one question set, side by side (`?ids=a&ids=b` or `?ids=a,b`). */
export const CompareQuery = Type.Object(
  {
    ids: Type.Array(Uuid, {
      minItems: 2,
      maxItems: 4,
      uniqueItems: true,
      description: 'The interviews to compare: 2 to 4, all of one question set',
    }),
  },
  { additionalProperties: false },
)

const ReportScores = Type.Object(
  {
    id: Uuid,
    kind: Type.Ref(ReportKindSchema),
    title: Type.String(),
    /** The report's headline scores (0–100), as digital profiles read them: `overall` first where the kind has one. */
    scores: Type.Array(Type.Object({ name: Type.String(), value: Type.Number() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
)

const ComparedCandidate = Type.Object(
  {
    id: Uuid,
    candidateName: Type.String(),
    language: StringEnum(INTERVIEW_LANGUAGES),
    state: Type.Ref(SelfInterviewStateSchema),
    questionSetVersion: Type.Integer(),
    answeredCount: Type.Integer(),
    completedAt: Nullable(IsoDateTime),
    /** Ready reports only: a report still being made has no scores to compare yet. */
    reports: Type.Array(ReportScores),
    /**
     * Reviewers' ratings (1–5): `visible` only once the caller has submitted their own review of this interview, as
     * on its page (seen first, they would anchor the caller's own); until then only how many have submitted.
     */
    reviews: Type.Object(
      { submitted: Type.Integer(), visible: Type.Boolean(), mean: Nullable(Type.Number()) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)

const ComparedAnswer = Type.Object(
  {
    interviewId: Uuid,
    /** `not-asked`: this candidate's version of the set has no such question. */
    status: StringEnum(['answered', 'unanswered', 'not-asked'] as const),
    text: Nullable(Type.String()),
    /** A recorded answer's transcript (machine or typed), when there is one. */
    transcript: Nullable(Type.String()),
    recorded: Type.Boolean(),
    submittedAt: Nullable(IsoDateTime),
    /** The submitted reviews' mean rating of this answer over its criteria; null while hidden or unrated. */
    reviewMean: Nullable(Type.Number()),
    reviewCount: Type.Integer(),
  },
  { additionalProperties: false },
)

export const ComparisonSchema = Type.Object(
  {
    questionSet: Type.Object({ id: Nullable(Uuid), name: Type.String() }, { additionalProperties: false }),
    candidates: Type.Array(ComparedCandidate),
    questions: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          number: Type.Integer(),
          text: Type.String(),
          mode: StringEnum(ANSWER_MODES),
          /** One per candidate, in the candidates' order. */
          answers: Type.Array(ComparedAnswer),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'SelfInterviewComparison', additionalProperties: false },
)
