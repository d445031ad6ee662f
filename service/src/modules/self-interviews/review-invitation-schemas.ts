import { Type } from '@sinclair/typebox'
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../../lib/schemas/common.js'
import { ReviewBoardSchema } from './review-schemas.js'

export const ReviewInvitationSchema = Type.Object(
  {
    id: Uuid,
    kind: StringEnum(['account', 'external'] as const, {
      description: 'A colleague with an account, or someone reviewing by link',
    }),
    accountId: Nullable(Uuid),
    name: Type.String(),
    email: Type.String(),
    dueAt: IsoDateTime,
    status: StringEnum(['invited', 'draft', 'submitted'] as const, {
      description: 'invited: nothing saved yet; draft: a review started; submitted: final',
    }),
    submittedAt: Nullable(IsoDateTime),
    overdue: Type.Boolean({ description: 'Past the due date and not submitted' }),
    lastRemindedAt: Nullable(IsoDateTime),
    createdAt: IsoDateTime,
  },
  { $id: 'ReviewInvitation', additionalProperties: false },
)

export const ReviewInvitationListSchema = Type.Object(
  { invitations: Type.Array(Type.Ref(ReviewInvitationSchema)) },
  { $id: 'ReviewInvitationList', additionalProperties: false },
)

export const CreateReviewInvitationBody = Type.Object(
  {
    accountId: Type.Optional(Uuid),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    dueAt: IsoDateTime,
  },
  {
    additionalProperties: false,
    description: 'Either `accountId` (a colleague) or `email` and `name` (a reviewer without an account)',
  },
)

export const ReviewInvitationCreatedSchema = Type.Object(
  {
    invitation: Type.Ref(ReviewInvitationSchema),
    link: Nullable(
      Type.String({ description: 'An external reviewer’s link, shown only here (it is also mailed to them)' }),
    ),
  },
  { $id: 'ReviewInvitationCreated', additionalProperties: false },
)

export const ReviewColleaguesSchema = Type.Object(
  {
    colleagues: Type.Array(
      Type.Object({ id: Uuid, name: Type.String(), email: Type.String() }, { additionalProperties: false }),
    ),
  },
  { $id: 'ReviewColleagues', additionalProperties: false },
)

export const InvitationParams = Type.Object({ id: Uuid, invitationId: Uuid }, { additionalProperties: false })

export const ReviewTokenParams = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
)

/** What an external reviewer's link shows: the interview's questions and answers, and their own review board. */
export const PublicReviewSchema = Type.Object(
  {
    organization: Type.String(),
    candidateName: Type.String(),
    language: Type.String(),
    reviewerName: Type.String(),
    dueAt: IsoDateTime,
    answers: Type.Array(
      Type.Object(
        {
          questionId: Type.String(),
          text: Type.String(),
          transcript: Nullable(Type.String()),
          mediaUrl: Nullable(
            Type.String({ description: 'Plays the recording through this link only (supports `Range`)' }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    board: Type.Ref(ReviewBoardSchema),
  },
  { $id: 'PublicReview', additionalProperties: false },
)

export const reviewInvitationSchemas = [
  ReviewInvitationSchema,
  ReviewInvitationListSchema,
  ReviewInvitationCreatedSchema,
  ReviewColleaguesSchema,
  PublicReviewSchema,
]
