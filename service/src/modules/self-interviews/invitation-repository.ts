import { sql } from 'kysely'
import '../../db/tables/self-interview-reviews.js'
import type { Handle } from '../../db/handle.js'

export interface NewInvitation {
  id: string
  orgId: string
  interviewId: string
  reviewerId: string | null
  email: string | null
  name: string | null
  dueAt: Date
  tokenHash: string | null
  tokenSealed: string | null
  createdBy: string
}

/** Answers undefined when the reviewer already has a live invitation (the partial unique indexes). */
export const insertInvitation = (db: Handle, v: NewInvitation) =>
  db
    .insertInto('self_interview_review_invitations')
    .values({
      id: v.id,
      org_id: v.orgId,
      interview_id: v.interviewId,
      reviewer_id: v.reviewerId,
      email: v.email,
      name: v.name,
      due_at: v.dueAt,
      token_hash: v.tokenHash,
      token_sealed: v.tokenSealed,
      created_by: v.createdBy,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()

/**
 * The interview's live invitations with where each reviewer is: their review's status (an account's review is
 * found by account, an external reviewer's by invitation) and whether the due date has passed unsubmitted.
 */
export const listInvitations = (db: Handle, interviewId: string) =>
  db
    .selectFrom('self_interview_review_invitations as i')
    .leftJoin('accounts as a', 'a.id', 'i.reviewer_id')
    .leftJoin('self_interview_reviews as r', (j) =>
      j
        .onRef('r.interview_id', '=', 'i.interview_id')
        .on((eb) =>
          eb.or([
            eb.and([eb('i.reviewer_id', 'is not', null), eb('r.reviewer_id', '=', eb.ref('i.reviewer_id'))]),
            eb('r.invitation_id', '=', eb.ref('i.id')),
          ]),
        ),
    )
    .select([
      'i.id',
      'i.reviewer_id',
      'i.due_at',
      'i.last_reminded_at',
      'i.created_at',
      'r.status',
      'r.submitted_at',
      sql<string>`coalesce(a.full_name, i.name, '')`.as('name'),
      sql<string>`coalesce(a.email, i.email, '')`.as('email'),
      sql<boolean>`(r.status IS DISTINCT FROM 'submitted' AND i.due_at < now())`.as('overdue'),
    ])
    .where('i.interview_id', '=', interviewId)
    .where('i.revoked_at', 'is', null)
    .orderBy('i.due_at')
    .orderBy('i.created_at')
    .execute()

export type InvitationListRow = Awaited<ReturnType<typeof listInvitations>>[number]

export const findInvitation = (db: Handle, interviewId: string, id: string) =>
  db
    .selectFrom('self_interview_review_invitations')
    .selectAll()
    .where('interview_id', '=', interviewId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()

/** Revoking closes the link at once; a review already submitted stays part of the scorecard. */
export const revokeInvitation = (db: Handle, interviewId: string, id: string) =>
  db
    .updateTable('self_interview_review_invitations')
    .set({ revoked_at: sql<Date>`now()` })
    .where('interview_id', '=', interviewId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst()

/** NOT EXISTS a submitted review of this invitation's reviewer: only pending reviewers are reminded. */
const pending = sql<boolean>`NOT EXISTS (
  SELECT 1 FROM self_interview_reviews r
  WHERE r.interview_id = i.interview_id AND r.status = 'submitted'
    AND (r.invitation_id = i.id OR (i.reviewer_id IS NOT NULL AND r.reviewer_id = i.reviewer_id)))`

/**
 * The manager's "Remind": claims the invitation unless it was reminded within the hour. The UPDATE … WHERE …
 * RETURNING is the limit, so two clicks at once still mail once. Undefined when not claimable.
 */
export const claimManualReminder = (db: Handle, interviewId: string, id: string) =>
  db
    .updateTable('self_interview_review_invitations as i')
    .set({ last_reminded_at: sql<Date>`now()` })
    .where('i.interview_id', '=', interviewId)
    .where('i.id', '=', id)
    .where('i.revoked_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('i.last_reminded_at', 'is', null),
        eb('i.last_reminded_at', '<', sql<Date>`now() - interval '1 hour'`),
      ]),
    )
    .returning(['i.id'])
    .executeTakeFirst()

/**
 * The daily pass: pending reviewers of completed interviews whose due date is within a day or past, not reminded
 * yet this (UTC) day. The UPDATE … RETURNING claims each row, so two instances, or a retry, never mail twice a day.
 */
export const claimDueInvitations = (db: Handle, now: Date) =>
  db
    .updateTable('self_interview_review_invitations as i')
    .from('self_interviews as s')
    .set({ last_reminded_at: now })
    .whereRef('s.id', '=', 'i.interview_id')
    .where('s.state', '=', 'completed')
    .where('i.revoked_at', 'is', null)
    .where('i.due_at', '<=', new Date(now.getTime() + 86_400_000))
    .where((eb) =>
      eb.or([
        eb('i.last_reminded_at', 'is', null),
        eb(
          'i.last_reminded_at',
          '<',
          sql<Date>`date_trunc('day', ${now}::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
        ),
      ]),
    )
    .where(pending)
    .returning(['i.id', 'i.interview_id', 'i.reviewer_id', 'i.email', 'i.name', 'i.due_at', 'i.token_sealed'])
    .execute()

export type ClaimedInvitation = Awaited<ReturnType<typeof claimDueInvitations>>[number]

/** The live invitation behind an external reviewer's link, with its interview still there. */
export const findByTokenHash = (db: Handle, tokenHash: string) =>
  db
    .selectFrom('self_interview_review_invitations as i')
    .innerJoin('self_interviews as s', 's.id', 'i.interview_id')
    .innerJoin('organizations as o', 'o.id', 'i.org_id')
    .select(['i.id', 'i.interview_id', 'i.org_id', 'i.name', 'i.due_at', 'o.name as org'])
    .where('i.token_hash', '=', tokenHash)
    .where('i.revoked_at', 'is', null)
    .where('i.reviewer_id', 'is', null)
    .executeTakeFirst()

/** Where a mail about an invitation goes: the account's address and name, or the external reviewer's. */
export const recipientOf = (
  db: Handle,
  inv: { reviewer_id: string | null; email: string | null; name: string | null },
) =>
  inv.reviewer_id
    ? db
        .selectFrom('accounts')
        .select(['email', 'full_name as name', 'language'])
        .where('id', '=', inv.reviewer_id)
        .executeTakeFirst()
    : Promise.resolve({ email: inv.email!, name: inv.name!, language: null as string | null })

/** The organization's accounts that may review (admins and clients read its self-interviews), for the picker. */
export const listColleagues = (db: Handle, orgId: string) =>
  db
    .selectFrom('accounts')
    .select(['id', 'full_name as name', 'email'])
    .where('org_id', '=', orgId)
    .where('role', 'in', ['admin', 'client'])
    .where('disabled', '=', false)
    .orderBy('full_name')
    .limit(500)
    .execute()

/** One of those colleagues, or undefined when the id names no such account of this organization. */
export const findColleague = (db: Handle, orgId: string, accountId: string) =>
  db
    .selectFrom('accounts')
    .select(['email', 'full_name', 'language'])
    .where('id', '=', accountId)
    .where('org_id', '=', orgId)
    .where('role', 'in', ['admin', 'client'])
    .where('disabled', '=', false)
    .executeTakeFirst()

/** What a mail about the interview names: the candidate, the interview's language and the organization. */
export const mailFactsOf = (db: Handle, interviewId: string) =>
  db
    .selectFrom('self_interviews as s')
    .innerJoin('organizations as o', 'o.id', 's.org_id')
    .select(['s.candidate_name', 's.language', 'o.name as org'])
    .where('s.id', '=', interviewId)
    .executeTakeFirst()
