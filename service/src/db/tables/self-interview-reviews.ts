import type { ColumnType, Generated } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** A reviewer's scores of one self-interview (migration 0295). */
export interface SelfInterviewReviewsTable {
  id: Generated<string>
  org_id: string
  interview_id: string
  reviewer_id: string
  status: Generated<'draft' | 'submitted'>
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
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

declare module '../schema.js' {
  interface Database {
    self_interview_reviews: SelfInterviewReviewsTable
    self_interview_review_scores: SelfInterviewReviewScoresTable
  }
}
