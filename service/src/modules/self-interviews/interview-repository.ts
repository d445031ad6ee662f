import { sql } from 'kysely'
import '../../db/tables/self-interviews.js'
import type { SelfInterviewRow, SelfInterviewState } from '../../db/tables/self-interviews.js'
import type { SelfInterview, SelfInterviewListQuery } from './schemas.js'
import { direction, json, likePattern, type Handle } from '../../db/handle.js'

export type InterviewWithCounts = SelfInterviewRow & { answered_count: number }

const answered = sql<number>`(select count(*)::int from self_interview_answers a where a.interview_id = i.id and a.submitted_at is not null)`

/** States in which the candidate may still act. */
export const OPEN_STATES: SelfInterviewState[] = ['created', 'opened', 'in_progress']

export const findInterview = (db: Handle, id: string, orgId: string | null) => {
  let q = db
    .selectFrom('self_interviews as i')
    .selectAll('i')
    .select(answered.as('answered_count'))
    .where('i.id', '=', id)
  if (orgId) q = q.where('i.org_id', '=', orgId)
  return q.executeTakeFirst() as Promise<InterviewWithCounts | undefined>
}

export const findByUidHash = (db: Handle, uidHash: string) =>
  db
    .selectFrom('self_interviews as i')
    .selectAll('i')
    .select(answered.as('answered_count'))
    .where('i.uid_hash', '=', uidHash)
    .executeTakeFirst() as Promise<InterviewWithCounts | undefined>

/** Locks the interview row for a state change: concurrent requests on one link take turns. */
export const lockInterview = (trx: Handle, id: string) =>
  trx.selectFrom('self_interviews').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow()

/** As lockInterview, for a caller that may race a delete. */
export const lockInterviewIfAny = (trx: Handle, id: string) =>
  trx.selectFrom('self_interviews').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()

const SORT = {
  createdAt: sql`i.created_at`,
  candidateName: sql`lower(i.candidate_name)`,
  state: sql`i.state`,
  expiresAt: sql`i.expires_at`,
} as const

export async function listInterviews(db: Handle, orgId: string | null, p: SelfInterviewListQuery) {
  let q = db.selectFrom('self_interviews as i')
  if (orgId) q = q.where('i.org_id', '=', orgId)
  if (p.q) {
    const like = likePattern(p.q)
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(i.candidate_name)`, 'like', like),
        eb(sql`lower(i.candidate_email)`, 'like', like),
        eb(sql`lower(i.question_set_name)`, 'like', like),
      ]),
    )
  }
  if (p.status) q = q.where('i.state', '=', p.status)
  if (p.from) q = q.where('i.created_at', '>=', new Date(p.from))
  if (p.to) q = q.where('i.created_at', '<=', new Date(p.to))
  const [{ total }] = await q.select(sql<number>`count(*)::int`.as('total')).execute()
  const rows = (await q
    .selectAll('i')
    .select(answered.as('answered_count'))
    .orderBy(SORT[p.sortBy], direction(p.orderBy))
    .orderBy('i.id')
    .limit(p.itemsPerPage)
    .offset((p.page - 1) * p.itemsPerPage)
    .execute()) as InterviewWithCounts[]
  return { rows, total }
}

export const addEvent = (
  db: Handle,
  row: { org_id: string; id: string },
  kind: string,
  meta: Record<string, unknown> = {},
) =>
  db
    .insertInto('self_interview_events')
    .values({ org_id: row.org_id, interview_id: row.id, kind, meta: json(meta) })
    .execute()

/** Moves to a state and records the transition on the timeline, in the caller's transaction. */
export async function transition(
  trx: Handle,
  row: { org_id: string; id: string },
  state: SelfInterviewState,
  meta: Record<string, unknown> = {},
) {
  await trx.updateTable('self_interviews').set({ state, updated_at: new Date() }).where('id', '=', row.id).execute()
  await addEvent(trx, row, state, meta)
}

export const listEvents = (db: Handle, id: string) =>
  db
    .selectFrom('self_interview_events')
    .select(['kind', 'at', 'meta'])
    .where('interview_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute()

/** The interview with its organization's name: what the candidate's screens show. */
export const findWithOrganization = (db: Handle, id: string) =>
  db
    .selectFrom('self_interviews as i')
    .innerJoin('organizations as o', 'o.id', 'i.org_id')
    .selectAll('i')
    .select('o.name as org')
    .where('i.id', '=', id)
    .executeTakeFirstOrThrow()

export async function setConsent(trx: Handle, id: string, at: Date) {
  await trx.updateTable('self_interviews').set({ consent_at: at }).where('id', '=', id).execute()
}

/** A new expiry earns a new reminder. */
export async function setExpiry(trx: Handle, id: string, expiresAt: Date) {
  await trx
    .updateTable('self_interviews')
    .set({ expires_at: expiresAt, reminder_sent_at: null, updated_at: new Date() })
    .where('id', '=', id)
    .execute()
}

export async function replaceLink(trx: Handle, id: string, link: { uidHash: string; uidSealed: string }) {
  await trx
    .updateTable('self_interviews')
    .set({ uid_hash: link.uidHash, uid_sealed: link.uidSealed, updated_at: new Date() })
    .where('id', '=', id)
    .execute()
}

/** The meeting the answers became and the analysis making their reports. */
export async function linkAnalysis(trx: Handle, id: string, meetingId: string, analysisId: string) {
  await trx
    .updateTable('self_interviews')
    .set({ meeting_id: meetingId, analysis_id: analysisId })
    .where('id', '=', id)
    .execute()
}

export async function deleteInterview(trx: Handle, id: string) {
  await trx.deleteFrom('self_interviews').where('id', '=', id).execute()
}

type NewInterviewRow = Omit<
  SelfInterviewRow,
  | 'mode'
  | 'state'
  | 'requested_kinds'
  | 'created_at'
  | 'updated_at'
  | 'questions'
  | 'extra_time_percent'
  | 'accommodation_note'
  | 'accommodation_by'
  | 'accommodation_at'
> & {
  mode?: SelfInterviewRow['mode']
  requested_kinds: string[]
  questions: SelfInterviewRow['questions']
}

export async function insertInterview(trx: Handle, row: NewInterviewRow) {
  await trx
    .insertInto('self_interviews')
    .values({ ...row, questions: json(row.questions) })
    .execute()
}

/** Who an invitation goes to, with the organization's name. */
export const invitationOf = (db: Handle, id: string) =>
  db
    .selectFrom('self_interviews as i')
    .innerJoin('organizations as o', 'o.id', 'i.org_id')
    .select(['i.candidate_name', 'i.candidate_email', 'i.expires_at', 'i.language', 'o.name as org'])
    .where('i.id', '=', id)
    .executeTakeFirstOrThrow()

export function toSelfInterview(row: InterviewWithCounts): SelfInterview {
  return {
    id: row.id,
    orgId: row.org_id,
    candidateName: row.candidate_name,
    candidateEmail: row.candidate_email,
    profileId: row.profile_id,
    questionSet: { id: row.template_id, name: row.question_set_name, version: row.question_set_version },
    questionCount: row.questions.filter((q) => !q.practice).length,
    answeredCount: row.answered_count,
    language: row.language,
    mode: row.mode,
    requestedKinds: row.requested_kinds as SelfInterview['requestedKinds'],
    state: row.state,
    expiresAt: row.expires_at.toISOString(),
    reminderSentAt: row.reminder_sent_at?.toISOString() ?? null,
    meetingId: row.meeting_id,
    analysisId: row.analysis_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    accommodation: row.accommodation_at
      ? {
          extraTimePercent: row.extra_time_percent,
          note: row.accommodation_note,
          grantedBy: row.accommodation_by,
          grantedAt: row.accommodation_at.toISOString(),
        }
      : null,
  }
}

/** The candidate's extra time (an accommodation): who granted it and when are kept beside it. */
export const setAccommodation = (
  db: Handle,
  id: string,
  a: { extraTimePercent: number; note: string | null; by: string; at: Date },
) =>
  db
    .updateTable('self_interviews')
    .set({
      extra_time_percent: a.extraTimePercent,
      accommodation_note: a.note,
      accommodation_by: a.by,
      accommodation_at: a.at,
      updated_at: a.at,
    })
    .where('id', '=', id)
    .execute()
