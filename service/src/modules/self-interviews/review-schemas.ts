import { Type } from '@sinclair/typebox'
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../../lib/schemas/common.js'
import { CriterionSchema } from './schemas.js'

export const ReviewScoreSchema = Type.Object(
  {
    questionId: Type.String({ minLength: 1, maxLength: 60 }),
    criterionId: Type.String({ minLength: 1, maxLength: 64 }),
    rating: Type.Integer({ minimum: 1, maximum: 5, description: '1 (weak) to 5 (strong), against the anchors' }),
    comment: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { $id: 'ReviewScore', additionalProperties: false },
)

export const SaveReviewBody = Type.Object(
  {
    scores: Type.Array(Type.Ref(ReviewScoreSchema), {
      maxItems: 1000,
      description: 'The whole review: these scores replace the ones saved before (a retried save changes nothing)',
    }),
  },
  { additionalProperties: false },
)

const Figures = {
  mean: Nullable(Type.Number({ description: 'Mean rating, two decimals; null when nobody rated it' })),
  count: Type.Integer({ description: 'How many ratings' }),
  min: Nullable(Type.Integer()),
  max: Nullable(Type.Integer()),
  spread: Nullable(Type.Integer({ description: 'Highest minus lowest rating: 0 when reviewers agree' })),
}

export const ReviewBoardSchema = Type.Object(
  {
    canReview: Type.Boolean({ description: 'Reviews open once the interview is completed' }),
    questions: Type.Array(
      Type.Object(
        {
          questionId: Type.String(),
          number: Type.Integer(),
          question: Type.String(),
          answered: Type.Boolean(),
          criteria: Type.Array(Type.Ref(CriterionSchema)),
        },
        { additionalProperties: false },
      ),
    ),
    mine: Type.Object(
      {
        status: StringEnum(['none', 'draft', 'submitted'] as const),
        submittedAt: Nullable(IsoDateTime),
        updatedAt: Nullable(IsoDateTime),
        scores: Type.Array(Type.Ref(ReviewScoreSchema)),
      },
      { additionalProperties: false },
    ),
    submitted: Type.Array(
      Type.Object(
        { reviewerId: Uuid, name: Type.String(), submittedAt: IsoDateTime, mine: Type.Boolean() },
        { additionalProperties: false },
      ),
      { description: 'Who has submitted a review: the only thing about other reviewers shown before one’s own' },
    ),
    scorecard: Nullable(
      Type.Object(
        {
          cells: Type.Array(
            Type.Object(
              { questionId: Type.String(), criterionId: Type.String(), ...Figures },
              { additionalProperties: false },
            ),
          ),
          questions: Type.Array(
            Type.Object({ questionId: Type.String(), ...Figures }, { additionalProperties: false }),
          ),
          overall: Type.Object(Figures, { additionalProperties: false }),
          reviewers: Type.Array(
            Type.Object(
              {
                reviewerId: Uuid,
                name: Type.String(),
                mine: Type.Boolean(),
                mean: Nullable(Type.Number()),
                scores: Type.Array(Type.Ref(ReviewScoreSchema)),
              },
              { additionalProperties: false },
            ),
          ),
          engine: Nullable(
            Type.Object(
              {
                reportId: Uuid,
                title: Type.String(),
                overallScore: Nullable(Type.Number({ description: 'Out of 100' })),
                criteria: Type.Array(
                  Type.Object(
                    { id: Type.String(), title: Type.String(), score: Type.Number(), assessed: Type.Boolean() },
                    { additionalProperties: false },
                  ),
                ),
              },
              { additionalProperties: false, description: 'The engine’s recruiter report, when one is ready' },
            ),
          ),
        },
        {
          additionalProperties: false,
          description: 'The submitted reviews combined: null until the caller has submitted their own',
        },
      ),
    ),
  },
  { $id: 'SelfInterviewReviewBoard', additionalProperties: false },
)

export const reviewSchemas = [ReviewScoreSchema, ReviewBoardSchema]
