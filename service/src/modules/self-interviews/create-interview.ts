import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { addEvent, findInterview, insertInterview, invitationOf } from './interview-repository.js'
import { findProfileName, findQuestionSetRow } from './question-set-repository.js'
import type { ReportKind } from '../analysis/index.js'
import { BadRequestError } from '../../lib/errors.js'
import { newLink } from './links.js'
import { invitationMail } from './mails.js'
import { questionsOf } from './question-set.js'

type App = Pick<FastifyInstance, 'db' | 'secretBox' | 'publicUrl' | 'mailer'>

export interface InterviewSettings {
  questionSetId: string
  language: 'en' | 'ru' | 'fr' | 'ar'
  mode?: 'steps' | 'one-page'
  expiresInDays: number
  requestedKinds: ReportKind[]
  sendInvitation: boolean
}

export interface NewInterview extends InterviewSettings {
  candidateName: string
  candidateEmail: string
  profileId?: string
}

/** The organization's question set (any version row), or a 400 naming the field. */
export async function loadQuestionSet(app: App, orgId: string, id: string) {
  const set = await findQuestionSetRow(app.db, orgId, id)
  if (!set) throw new BadRequestError('questionSetId: no such question set in your organization')
  const questions = questionsOf(set.document)
  if (!questions.some((q) => !q.practice)) throw new BadRequestError('questionSetId: the question set has no questions')
  return { ...set, questions }
}

/**
 * Creates the interview with its first link and the "created" event in one transaction, then mails the
 * invitation (the mail goes to the outbox first, so a failed SMTP send loses nothing).
 */
export async function createInterview(
  app: App,
  orgId: string,
  createdBy: string,
  input: NewInterview,
  set?: Awaited<ReturnType<typeof loadQuestionSet>>,
) {
  const qs = set ?? (await loadQuestionSet(app, orgId, input.questionSetId))
  let candidateName = input.candidateName.trim()
  if (input.profileId) {
    const profile = await findProfileName(app.db, orgId, input.profileId)
    if (!profile) throw new BadRequestError('profileId: no such digital profile in your organization')
    // Reports find their person's profile by name: the linked profile's name wins.
    candidateName = profile.full_name
  }
  if (!candidateName) throw new BadRequestError('candidateName: must not be empty')
  const id = randomUUID()
  const link = newLink(app, id)
  const expiresAt = new Date(Date.now() + input.expiresInDays * 86_400_000)
  await app.db.transaction().execute(async (trx) => {
    await insertInterview(trx, {
      id,
      org_id: orgId,
      template_id: qs.id,
      question_set_name: qs.name,
      question_set_version: qs.version,
      questions: qs.questions,
      candidate_name: candidateName,
      candidate_email: input.candidateEmail.trim().toLowerCase(),
      profile_id: input.profileId ?? null,
      language: input.language,
      ...(input.mode ? { mode: input.mode } : {}),
      requested_kinds: input.requestedKinds,
      uid_hash: link.uidHash,
      uid_sealed: link.uidSealed,
      expires_at: expiresAt,
      reminder_sent_at: null,
      consent_at: null,
      meeting_id: null,
      analysis_id: null,
      created_by: createdBy,
    })
    await addEvent(trx, { id, org_id: orgId }, 'created')
  })
  if (input.sendInvitation) await invite(app, orgId, id, link.link, 'invited')
  return { row: (await findInterview(app.db, id, null))!, link }
}

/** Mails the link and notes it on the timeline. */
export async function invite(
  app: App,
  orgId: string,
  id: string,
  link: string,
  event: 'invited' | 'resent' | 'reminded',
) {
  const row = await invitationOf(app.db, id)
  await app.mailer.send(
    invitationMail({
      to: row.candidate_email,
      candidateName: row.candidate_name,
      organization: row.org,
      link,
      expiresAt: row.expires_at,
      language: row.language,
    }),
  )
  await addEvent(app.db, { id, org_id: orgId }, event, { to: row.candidate_email })
}
