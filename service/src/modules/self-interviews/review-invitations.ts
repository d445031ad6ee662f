import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { BadRequestError, ConflictError } from '../../lib/errors.js'
import { newSecretToken } from '../../lib/secret-tokens.js'
import type { InterviewWithCounts } from './interview-repository.js'
import {
  claimDueInvitations,
  findColleague,
  insertInvitation,
  listInvitations,
  mailFactsOf,
  recipientOf,
  type InvitationListRow,
} from './invitation-repository.js'
import { reviewInvitationMail, reviewReminderMail } from './review-invitation-mails.js'

type App = Pick<FastifyInstance, 'db' | 'mailer' | 'secretBox' | 'publicUrl' | 'log'>

export interface InviteInput {
  accountId?: string
  email?: string
  name?: string
  dueAt: string
}

const sealContext = (invitationId: string) => `self-interview-review:${invitationId}`

/** Where a reviewer reviews: an account in the app, an external reviewer by their own link. */
export function reviewLinkOf(
  app: Pick<App, 'secretBox' | 'publicUrl'>,
  inv: { id: string; interview_id: string; token_sealed: string | null },
) {
  return inv.token_sealed
    ? `${app.publicUrl}/review/${app.secretBox.open(inv.token_sealed, sealContext(inv.id))}`
    : `${app.publicUrl}/selfintermanager/${inv.interview_id}`
}

export const toInvitation = (r: InvitationListRow) => ({
  id: r.id,
  kind: r.reviewer_id ? ('account' as const) : ('external' as const),
  accountId: r.reviewer_id,
  name: r.name,
  email: r.email,
  dueAt: r.due_at.toISOString(),
  status:
    r.status === 'submitted'
      ? ('submitted' as const)
      : r.status === 'draft'
        ? ('draft' as const)
        : ('invited' as const),
  submittedAt: r.submitted_at?.toISOString() ?? null,
  overdue: r.overdue,
  lastRemindedAt: r.last_reminded_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
})

export const invitationsOf = async (app: Pick<App, 'db'>, interviewId: string) =>
  (await listInvitations(app.db, interviewId)).map(toInvitation)

/**
 * Invites one reviewer and mails them. An account must belong to the interview's organization and may read its
 * self-interviews (admin or client); anyone else is invited by e-mail and gets a link of their own (256 bits,
 * stored as its hash and sealed). A reviewer with a live invitation answers 409, however many arrive at once.
 */
export async function invite(app: App, row: InterviewWithCounts & { org: string }, by: string, input: InviteInput) {
  const dueAt = new Date(input.dueAt)
  if (Number.isNaN(dueAt.getTime()) || dueAt.getTime() <= Date.now())
    throw new BadRequestError('dueAt: the due date must be in the future')
  if (dueAt.getTime() > Date.now() + 366 * 86_400_000) throw new BadRequestError('dueAt: at most a year from now')
  const external = !input.accountId
  if (external === !(input.email && input.name?.trim()))
    throw new BadRequestError('Invite either a colleague (accountId) or someone by e-mail and name, not both')
  let account: { email: string; full_name: string; language: string } | undefined
  if (input.accountId) {
    account = await findColleague(app.db, row.org_id, input.accountId)
    if (!account) throw new BadRequestError('accountId: no colleague of this organization with that id')
  }
  const id = randomUUID()
  const token = external ? newSecretToken() : undefined
  const email = input.email?.trim().toLowerCase() ?? null
  const inserted = await insertInvitation(app.db, {
    id,
    orgId: row.org_id,
    interviewId: row.id,
    reviewerId: input.accountId ?? null,
    email: external ? email : null,
    name: external ? input.name!.trim() : null,
    dueAt,
    tokenHash: token?.hash ?? null,
    tokenSealed: token ? app.secretBox.seal(token.token, sealContext(id)) : null,
    createdBy: by,
  })
  if (!inserted) throw new ConflictError('This reviewer is already invited to this interview')
  const link = token ? `${app.publicUrl}/review/${token.token}` : `${app.publicUrl}/selfintermanager/${row.id}`
  await app.mailer.send(
    reviewInvitationMail({
      to: account?.email ?? email!,
      reviewerName: account?.full_name ?? input.name!.trim(),
      candidateName: row.candidate_name,
      organization: row.org,
      link,
      dueAt,
      language: account?.language ?? row.language,
    }),
  )
  const invitation = (await invitationsOf(app, row.id)).find((i) => i.id === id)!
  return { invitation, link: token ? link : null }
}

/** Mails one reminder for a claimed invitation. */
export async function sendReminder(
  app: App,
  inv: {
    id: string
    interview_id: string
    reviewer_id: string | null
    email: string | null
    name: string | null
    due_at: Date
    token_sealed: string | null
  },
) {
  const to = await recipientOf(app.db, inv)
  const interview = await mailFactsOf(app.db, inv.interview_id)
  if (!to || !interview) return false
  await app.mailer.send(
    reviewReminderMail({
      to: to.email,
      reviewerName: to.name,
      candidateName: interview.candidate_name,
      organization: interview.org,
      link: reviewLinkOf(app, inv),
      dueAt: inv.due_at,
      language: to.language ?? interview.language,
    }),
  )
  return true
}

/**
 * The daily job: reviewers who have not submitted, due within a day or overdue, get one reminder. The claim in
 * the database (one per invitation per UTC day) makes a second instance or a retry find nothing to send.
 */
export async function runReviewReminderPass(app: App, now = new Date()) {
  const due = await claimDueInvitations(app.db, now)
  let sent = 0
  for (const inv of due) {
    try {
      if (await sendReminder(app, inv)) sent++
    } catch (err) {
      app.log.warn({ err, invitationId: inv.id }, 'review reminder failed')
    }
  }
  return { reminded: sent }
}
