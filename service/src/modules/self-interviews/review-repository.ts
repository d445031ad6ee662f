import { sql } from 'kysely'
import '../../db/tables/self-interview-reviews.js'
import type { Handle } from '../../db/handle.js'

/** Who reviews: an account, or an external reviewer known by their invitation (migration 0305). */
export interface Reviewer {
  kind: 'account' | 'invitation'
  id: string
}

export interface ScoreInput {
  questionId: string
  criterionId: string
  rating: number
  comment?: string
}

/**
 * Every review of an interview with its reviewer's name (drafts too: the caller decides what may be shown).
 * `reviewer_key` is the account's id or, for an external reviewer, the invitation's.
 */
export const listReviews = (db: Handle, interviewId: string) =>
  db
    .selectFrom('self_interview_reviews as r')
    .leftJoin('accounts as a', 'a.id', 'r.reviewer_id')
    .leftJoin('self_interview_review_invitations as inv', 'inv.id', 'r.invitation_id')
    .select([
      'r.id',
      'r.reviewer_id',
      'r.invitation_id',
      'r.status',
      'r.submitted_at',
      'r.updated_at',
      sql<string>`coalesce(r.reviewer_id, r.invitation_id)`.as('reviewer_key'),
      sql<string>`coalesce(a.full_name, inv.name, '')`.as('full_name'),
    ])
    .where('r.interview_id', '=', interviewId)
    .orderBy('r.submitted_at')
    .orderBy('full_name')
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
export async function lockOwnReview(trx: Handle, orgId: string, interviewId: string, who: Reviewer) {
  const account = who.kind === 'account'
  await trx
    .insertInto('self_interview_reviews')
    .values({
      org_id: orgId,
      interview_id: interviewId,
      reviewer_id: account ? who.id : null,
      invitation_id: account ? null : who.id,
    })
    .onConflict((oc) =>
      (account ? oc.columns(['interview_id', 'reviewer_id']) : oc.column('invitation_id')).doNothing(),
    )
    .execute()
  return trx
    .selectFrom('self_interview_reviews')
    .select(['id', 'status'])
    .where('interview_id', '=', interviewId)
    .where(account ? 'reviewer_id' : 'invitation_id', '=', who.id)
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
