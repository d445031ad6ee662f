import { sql } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { Handle } from '../../db/handle.js'
import '../../db/tables/bbb.js'

/** One meeting as one poll saw it. */
export interface MeetingSeen {
  internalMeetingId: string
  meetingId: string
  name: string
  /** Epoch milliseconds (BigBlueButton's startTime, or createTime when it has none). */
  startTime: number
  participants: number
  voice: number
  video: number
}

/**
 * Folds one batch of polls into the meeting records: every meeting seen is upserted (its peaks only ever grow,
 * its last sighting only moves forward, so a poll written twice, or by two instances, gives the same row), and a
 * record still open whose meeting a successful poll no longer lists has ended at its last sighting.
 */
export async function recordMeetings(trx: Handle, polls: { serverId: string; meetings: MeetingSeen[] | null }[]) {
  const answered = polls.filter((p) => p.meetings !== null)
  if (!answered.length) return
  const seen = answered.flatMap((p) =>
    p.meetings!.map((m) => ({
      server_id: p.serverId,
      internal_id: m.internalMeetingId,
      meeting_id: m.meetingId,
      name: m.name,
      started_ms: m.startTime > 0 ? m.startTime : null,
      participants: m.participants,
      voice: m.voice,
      video: m.video,
    })),
  )
  if (seen.length)
    await sql`
      INSERT INTO bbb_meeting_records AS r (server_id, internal_meeting_id, meeting_id, name, started_at, last_seen_at,
        peak_participants, peak_voice, peak_video)
      SELECT v.server_id, v.internal_id, v.meeting_id, v.name,
        coalesce(to_timestamp(v.started_ms / 1000.0), now()), now(), v.participants, v.voice, v.video
      FROM jsonb_to_recordset(${JSON.stringify(seen)}::jsonb) AS v(server_id uuid, internal_id text, meeting_id text,
        name text, started_ms bigint, participants int, voice int, video int)
      ON CONFLICT (server_id, internal_meeting_id) DO UPDATE SET
        name = excluded.name,
        last_seen_at = greatest(r.last_seen_at, excluded.last_seen_at),
        ended_at = NULL,
        peak_participants = greatest(r.peak_participants, excluded.peak_participants),
        peak_voice = greatest(r.peak_voice, excluded.peak_voice),
        peak_video = greatest(r.peak_video, excluded.peak_video)`.execute(trx)
  const live = answered.map((p) => ({ id: p.serverId, live: p.meetings!.map((m) => m.internalMeetingId) }))
  await sql`
    UPDATE bbb_meeting_records r SET ended_at = r.last_seen_at
    FROM jsonb_to_recordset(${JSON.stringify(live)}::jsonb) AS v(id uuid, live jsonb)
    WHERE r.server_id = v.id AND r.ended_at IS NULL AND NOT (v.live ? r.internal_meeting_id)`.execute(trx)
}

/**
 * A disabled server is no longer polled: its open records end at their last sighting (a poll after it is enabled
 * again that still lists a meeting reopens its record).
 */
export async function closeOpenMeetings(db: Handle, serverId: string) {
  await db
    .updateTable('bbb_meeting_records')
    .set({ ended_at: sql<Date>`last_seen_at` })
    .where('server_id', '=', serverId)
    .where('ended_at', 'is', null)
    .execute()
}

/**
 * A server's meetings, newest first. `onlyOrg` narrows a shared server's history to one organization's own
 * conferences (another tenant's meeting names stay out of sight).
 */
export async function meetingHistory(
  db: Db,
  serverId: string,
  onlyOrg: string | null,
  page: { page: number; itemsPerPage: number },
) {
  let base = db.selectFrom('bbb_meeting_records as r').where('r.server_id', '=', serverId)
  if (onlyOrg)
    base = base.where('r.meeting_id', 'in', (eb) =>
      eb
        .selectFrom('bbb_conferences')
        .select(sql<string>`meeting_id::text`.as('meeting_id'))
        .where('org_id', '=', onlyOrg)
        .where('server_id', '=', serverId),
    )
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
  const rows = await base
    .selectAll('r')
    .orderBy('r.started_at', 'desc')
    .orderBy('r.internal_meeting_id')
    .limit(page.itemsPerPage)
    .offset((page.page - 1) * page.itemsPerPage)
    .execute()
  return {
    total: Number(total),
    meetings: rows.map((r) => {
      const until = r.ended_at ?? r.last_seen_at
      return {
        meetingId: r.meeting_id,
        name: r.name,
        startedAt: r.started_at.toISOString(),
        lastSeenAt: r.last_seen_at.toISOString(),
        endedAt: r.ended_at?.toISOString() ?? null,
        durationSeconds: Math.max(0, Math.round((until.getTime() - r.started_at.getTime()) / 1000)),
        peakParticipants: r.peak_participants,
        peakVoice: r.peak_voice,
        peakVideo: r.peak_video,
      }
    }),
  }
}
