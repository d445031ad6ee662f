import { sql } from 'kysely'
import '../../db/tables/self-interview-reviews.js'
import type { Handle } from '../../db/handle.js'

export interface ScoreInput {
  questionId: string
  criterionId: string
  rating: number
  comment?: string
}

/** Every review of an interview with its reviewer's name (drafts too: the caller decides what may be shown). */
export const listReviews = (db: Handle, interviewId: string) =>
  db
    .selectFrom('self_interview_reviews as r')
    .innerJoin('accounts as a', 'a.id', 'r.reviewer_id')
    .select(['r.id', 'r.reviewer_id', 'r.status', 'r.submitted_at', 'r.updated_at', 'a.full_name'])
    .where('r.interview_id', '=', interviewId)
    .orderBy('r.submitted_at')
    .orderBy('a.full_name')
    .execute()

export const listScores = (db: Handle, reviewIds: string[]) =>
  reviewIds.length
    ? db
        .selectFrom('self_interview_review_scores')
        .select(['review_id', 'question_id', 'criterion_id', 'rating', 'comment'])
        .where('review_id', 'in', reviewIds)
        .orderBy('question_id')
        .orderBy('criterion_id')
        .execute()
    : Promise.resolve([])

/**
 * The caller's review, created as a draft when missing, locked for the rest of the transaction: parallel saves of
 * one reviewer queue here (the unique key lets only one insert through), so each one sees the last one's result.
 */
export async function lockOwnReview(trx: Handle, orgId: string, interviewId: string, reviewerId: string) {
  await trx
    .insertInto('self_interview_reviews')
    .values({ org_id: orgId, interview_id: interviewId, reviewer_id: reviewerId })
    .onConflict((oc) => oc.columns(['interview_id', 'reviewer_id']).doNothing())
    .execute()
  return trx
    .selectFrom('self_interview_reviews')
    .select(['id', 'status'])
    .where('interview_id', '=', interviewId)
    .where('reviewer_id', '=', reviewerId)
    .forUpdate()
    .executeTakeFirstOrThrow()
}

/** Makes the review's scores exactly `scores`: upserted on their key, the ones left out removed. */
export async function replaceScores(trx: Handle, reviewId: string, scores: ScoreInput[]) {
  await trx
    .deleteFrom('self_interview_review_scores')
    .where('review_id', '=', reviewId)
    .$if(scores.length > 0, (q) =>
      q.where((eb) =>
        eb.not(
          eb.or(
            scores.map((s) => eb.and([eb('question_id', '=', s.questionId), eb('criterion_id', '=', s.criterionId)])),
          ),
        ),
      ),
    )
    .execute()
  if (!scores.length) return
  await trx
    .insertInto('self_interview_review_scores')
    .values(
      scores.map((s) => ({
        review_id: reviewId,
        question_id: s.questionId,
        criterion_id: s.criterionId,
        rating: s.rating,
        comment: s.comment?.trim() ?? '',
      })),
    )
    .onConflict((oc) =>
      oc.columns(['review_id', 'question_id', 'criterion_id']).doUpdateSet((eb) => ({
        rating: eb.ref('excluded.rating'),
        comment: eb.ref('excluded.comment'),
        updated_at: sql<Date>`now()`,
      })),
    )
    .execute()
}

export const touchReview = (trx: Handle, reviewId: string, submit: boolean) =>
  trx
    .updateTable('self_interview_reviews')
    .set({
      updated_at: sql<Date>`now()`,
      ...(submit ? { status: 'submitted' as const, submitted_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', reviewId)
    .execute()

/** The engine's scorecard of the interview: its newest finished recruiter report, if any. */
export const engineReport = (db: Handle, orgId: string, interviewId: string) =>
  db
    .selectFrom('reports')
    .select(['id', 'title', 'content'])
    .where('source_type', '=', 'self-interview')
    .where('source_id', '=', interviewId)
    .where('org_id', '=', orgId)
    .where('kind', '=', 'recruiter')
    .where('status', '=', 'ready')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
