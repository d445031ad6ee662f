import { sql } from 'kysely'
import '../../db/tables/bbb.js'
import type { Handle } from '../../db/handle.js'

const ENDED = ['ended', 'processing', 'analyzed', 'failed'] as const

/**
 * An organization's meetings for the conference tabs, by the meeting's own status (so the tabs agree with the
 * meeting list): upcoming are scheduled from an hour ago on, live are live, ended have taken place (held here
 * or imported). A self-interview's hidden meeting is none of them.
 */
export async function listConferenceMeetings(
  db: Handle,
  orgId: string | null,
  p: { scope: 'upcoming' | 'live' | 'ended'; page: number; itemsPerPage: number },
) {
  let q = db
    .selectFrom('meetings as m')
    .leftJoin('bbb_conferences as c', 'c.meeting_id', 'm.id')
    .$if(orgId !== null, (b) => b.where('m.org_id', '=', orgId!))
    .where(sql<boolean>`not exists (select 1 from self_interviews si where si.meeting_id = m.id)`)
  if (p.scope === 'upcoming')
    q = q.where('m.status', '=', 'scheduled').where('m.scheduled_at', '>', sql<Date>`now() - interval '1 hour'`)
  else if (p.scope === 'live') q = q.where((eb) => eb.or([eb('m.status', '=', 'live'), eb('c.status', '=', 'live')]))
  else
    q = q
      .where((eb) => eb.or([eb('m.status', 'in', ENDED), eb('c.status', '=', 'ended')]))
      .where((eb) => eb.or([eb('c.status', 'is', null), eb('c.status', '<>', 'live')]))
  const { total } = await q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
  const rows = await q
    .selectAll('m')
    .orderBy('m.scheduled_at', p.scope === 'ended' ? 'desc' : 'asc')
    .orderBy('m.id')
    .limit(p.itemsPerPage)
    .offset((p.page - 1) * p.itemsPerPage)
    .execute()
  return { rows, total: Number(total) }
}

/** The conferences of these meetings with their servers' addresses (for live counts). */
export const conferenceRows = (db: Handle, meetingIds: string[]) =>
  db
    .selectFrom('bbb_conferences as c')
    .innerJoin('bbb_servers as s', 's.id', 'c.server_id')
    .selectAll('c')
    .select(['s.name as server_name', 's.url as server_url', 's.secret_sealed', 's.algorithm'])
    .where('c.meeting_id', 'in', meetingIds.length ? meetingIds : ['00000000-0000-0000-0000-000000000000'])
    .execute()

/** Which of these BigBlueButton meeting ids are conferences (of this organization, when one is given). */
export async function conferenceMeetingIds(db: Handle, meetingIds: string[], orgId: string | null) {
  if (!meetingIds.length) return []
  const rows = await db
    .selectFrom('bbb_conferences')
    .select('meeting_id')
    .where('meeting_id', 'in', meetingIds)
    .$if(orgId !== null, (q) => q.where('org_id', '=', orgId!))
    .execute()
  return rows.map((r) => r.meeting_id)
}
