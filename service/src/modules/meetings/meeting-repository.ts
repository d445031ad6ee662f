import { sql } from 'kysely'
import type { Insertable } from 'kysely'
import type { MeetingRow, MeetingsTable, ParticipantJson } from '../../db/schema.js'
import type { Meeting, MeetingListQuery } from './schemas/meetings.js'
import { emptyPage, isoText, jsonText, pageBodyColumns } from '../../db/json-text.js'
import { shapedQuery } from '../../db/shaped-query.js'
import { json, likePattern, pageOrder, type Handle } from '../../db/handle.js'

export type MeetingWithTranscript = MeetingRow & { has_transcript: boolean }

const SORT_COLUMNS = {
  title: sql`lower(m.title)`,
  scheduledAt: sql`m.scheduled_at`,
  status: sql`m.status`,
  createdAt: sql`m.created_at`,
} as const

const hasTranscript = sql<boolean>`exists (select 1 from transcripts t where t.meeting_id = m.id)`

const base = (db: Handle) => db.selectFrom('meetings as m').selectAll('m').select(hasTranscript.as('has_transcript'))

/** A list item as `toMeeting` would answer it, written by PostgreSQL (see json-text.ts). */
const meetingJson = jsonText({
  id: sql`m.id`,
  orgId: sql`m.org_id`,
  title: sql`m.title`,
  description: sql`m.description`,
  kind: sql`m.kind`,
  scheduledAt: isoText(sql`m.scheduled_at`),
  durationMinutes: sql`m.duration_minutes`,
  status: sql`m.status`,
  participants: sql`m.participants`,
  requestedKinds: sql`m.requested_kinds`,
  tags: sql`m.tags`,
  hasTranscript,
  createdAt: isoText(sql`m.created_at`),
  updatedAt: isoText(sql`m.updated_at`),
})

/** `orgId` null: any organization (the caller may see all). */
export const findMeeting = (db: Handle, id: string, orgId: string | null) => {
  let q = base(db).where('m.id', '=', id)
  if (orgId) q = q.where('m.org_id', '=', orgId)
  return q.executeTakeFirst() as Promise<MeetingWithTranscript | undefined>
}

/**
 * One round trip: the page, as JSON text per meeting, and the total through a window count. The SQL
 * is built once per shape (filters present, sort).
 */
export async function listMeetings(
  db: Handle,
  orgId: string | null,
  query: MeetingListQuery,
): Promise<{ body: string; total: number }> {
  const params = {
    orgId: orgId || undefined,
    status: query.status || undefined,
    kind: query.kind || undefined,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    like: query.q ? likePattern(query.q) : undefined,
    limit: query.itemsPerPage,
    offset: (query.page - 1) * query.itemsPerPage,
  }
  const page = shapedQuery('listMeetings', { sortBy: query.sortBy, orderBy: query.orderBy }, params, (s, p) => {
    let q = db
      .selectFrom('meetings as m')
      .selectAll('m')
      .select(sql<number>`count(*) over()`.as('total_count'))
    if (p.orgId !== undefined) q = q.where('m.org_id', '=', p.orgId)
    // A completed self-interview's backing meeting is reached from the interview, not listed (migration 0170).
    q = q.where(sql<boolean>`not exists (select 1 from self_interviews si where si.meeting_id = m.id)`)
    if (p.status !== undefined) q = q.where('m.status', '=', p.status)
    if (p.kind !== undefined) q = q.where('m.kind', '=', p.kind)
    if (p.from !== undefined) q = q.where('m.scheduled_at', '>=', p.from)
    if (p.to !== undefined) q = q.where('m.scheduled_at', '<=', p.to)
    const like = p.like
    if (like !== undefined) {
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(m.title)`, 'like', like),
          eb.exists(sql`(select 1 from jsonb_array_elements(m.participants) p where lower(p->>'name') like ${like})`),
        ]),
      )
    }
    const order = pageOrder(SORT_COLUMNS[s.sortBy], s.orderBy, false, 'm')
    const pageRows = q.orderBy(order).limit(p.limit).offset(p.offset)
    // The page is cut first and the JSON written over its rows only (aliased `m` again, so the same
    // expressions apply), then folded into the one body text: in one query level PostgreSQL may build
    // the JSON for every matching row before the sort.
    return db.selectFrom(pageRows.as('m')).select(pageBodyColumns('meetings', meetingJson, order))
  })
  const { body, total } = (await db.executeQuery(page)).rows[0]
  // Beyond the last page the window count has no row to ride on; count without paging.
  if (total === 0 && query.page > 1)
    return emptyPage('meetings', (await listMeetings(db, orgId, { ...query, page: 1, itemsPerPage: 1 })).total)
  return { body, total }
}

export type MeetingValues = Omit<Insertable<MeetingsTable>, 'id' | 'created_at' | 'updated_at' | 'participants'> & {
  participants: ParticipantJson[]
}

export const insertMeeting = (db: Handle, values: MeetingValues) =>
  db
    .insertInto('meetings')
    .values({ ...values, participants: json(values.participants) })
    .returning('id')
    .executeTakeFirstOrThrow()

export async function updateMeeting(db: Handle, id: string, values: Partial<MeetingValues>) {
  const { participants, ...rest } = values
  await db
    .updateTable('meetings')
    .set({ ...rest, ...(participants ? { participants: json(participants) } : {}), updated_at: new Date() })
    .where('id', '=', id)
    .execute()
}

export const setMeetingStatus = (db: Handle, id: string, status: MeetingRow['status']) =>
  db.updateTable('meetings').set({ status, updated_at: new Date() }).where('id', '=', id).execute()

export const deleteMeeting = (db: Handle, id: string) =>
  db.deleteFrom('meetings').where('id', '=', id).executeTakeFirst()

export function toMeeting(row: MeetingWithTranscript): Meeting {
  return {
    id: row.id,
    orgId: row.org_id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    scheduledAt: row.scheduled_at.toISOString(),
    durationMinutes: row.duration_minutes,
    status: row.status,
    participants: row.participants,
    requestedKinds: row.requested_kinds as Meeting['requestedKinds'],
    tags: row.tags,
    hasTranscript: row.has_transcript,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}
