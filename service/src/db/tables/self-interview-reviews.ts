import type { ColumnType, Generated } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

/**
 * A reviewer's scores of one self-interview (migration 0295): an account's (reviewer_id) or, since 0305, an
 * external reviewer's through their invitation (invitation_id); exactly one of the two is set.
 */
export interface SelfInterviewReviewsTable {
  id: Generated<string>
  org_id: string
  interview_id: string
  reviewer_id: string | null
  invitation_id: ColumnType<string | null, string | null | undefined, string | null>
  status: Generated<'draft' | 'submitted'>
  submitted_at: NullableTimestamp
  created_at: CreatedAt
  updated_at: Timestamp
}

/** One rating (1-5) of one answer against one of its question's criteria, with the reviewer's comment. */
export interface SelfInterviewReviewScoresTable {
  review_id: string
  question_id: string
  criterion_id: string
  rating: number
  comment: Generated<string>
  updated_at: Timestamp
}

/** An invitation to review an interview (migration 0305): an account, or an e-mail and name with a link. */
export interface SelfInterviewReviewInvitationsTable {
  id: Generated<string>
  org_id: string
  interview_id: string
  reviewer_id: string | null
  email: string | null
  name: string | null
  due_at: Timestamp
  token_hash: string | null
  token_sealed: string | null
  revoked_at: NullableTimestamp
  last_reminded_at: NullableTimestamp
  created_by: string | null
  created_at: CreatedAt
}

declare module '../schema.js' {
  interface Database {
    self_interview_reviews: SelfInterviewReviewsTable
    self_interview_review_scores: SelfInterviewReviewScoresTable
    self_interview_review_invitations: SelfInterviewReviewInvitationsTable
  }
}
