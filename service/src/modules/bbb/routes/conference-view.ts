import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Selectable } from 'kysely'
import type { BbbConferencesTable } from '../../../db/tables/bbb.js'
import { bbbClient } from '../client.js'
import { secretContext } from '../poll-cycle.js'
import type { MeetingRow } from '../../../db/schema.js'
import type { Conference } from '../schemas/conferences.js'
import { can } from '../../../permissions/ability.js'
import { playbackOn } from '../import-recording.js'
import { conferenceRows } from '../conference-list-repository.js'

type ConferenceRow = Selectable<BbbConferencesTable> & {
  server_name: string
  server_url: string
  secret_sealed: string
  algorithm: 'sha1' | 'sha256' | 'sha384' | 'sha512'
}

/** Hosts join as moderators: the meeting's creator and whoever may manage the organization's meetings. */
export function joinRole(
  request: FastifyRequest,
  meeting: Pick<MeetingRow, 'created_by' | 'org_id'>,
): 'MODERATOR' | 'VIEWER' {
  return meeting.created_by === request.user.sub || can(request.ability, 'manage', 'Meeting', { orgId: meeting.org_id })
    ? 'MODERATOR'
    : 'VIEWER'
}

/** The live participant count, asked with a short deadline: the list must not wait on a slow server. */
async function liveCount(app: FastifyInstance, c: ConferenceRow): Promise<number | null> {
  if (c.status !== 'live') return null
  try {
    const client = bbbClient(
      {
        url: c.server_url,
        secret: app.secretBox.open(c.secret_sealed, secretContext(c.server_id)),
        algorithm: c.algorithm,
      },
      { connectMs: 1500, responseMs: 2500 },
    )
    return (await client.getMeetingInfo(c.meeting_id)).participantCount
  } catch {
    return null
  }
}

export async function toConference(
  app: FastifyInstance,
  request: FastifyRequest,
  m: MeetingRow,
  c: ConferenceRow | undefined,
): Promise<Conference> {
  return {
    meetingId: m.id,
    title: m.title,
    scheduledAt: m.scheduled_at.toISOString(),
    meetingStatus: m.status,
    joinAs: joinRole(request, m),
    conference: c
      ? {
          serverId: c.server_id,
          serverName: c.server_name,
          status: c.status,
          startedAt: c.started_at.toISOString(),
          endedAt: c.ended_at?.toISOString() ?? null,
          participants: await liveCount(app, c),
          guestLink: Boolean(c.guest_token_hash),
          accessCode: Boolean(c.access_code),
          playback: playbackOn(c.server_url, c.playback), // rows stored before the check are filtered too
        }
      : null,
  }
}

export const conferenceRowsFor = (app: FastifyInstance, meetingIds: string[]) => conferenceRows(app.db, meetingIds)
