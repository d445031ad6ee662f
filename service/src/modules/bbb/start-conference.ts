import type { Db } from '../../db/create-db.js'
import { findConference, pickServer, upsertConference } from './conference-repository.js'
import { findServer } from './server-repository.js'
import { setMeetingStatus } from '../meetings/index.js'
import type { SecretBox } from '../../lib/secret-box.js'
import { ConflictError } from '../../lib/errors.js'
import { endCallbackToken } from './callback-token.js'
import { bbbClient } from './client.js'
import { describeBbbError } from './bbb-errors.js'
import { secretContext } from './poll-cycle.js'

export interface StartDeps {
  db: Db
  secretBox: SecretBox
  publicUrl: string
}
interface MeetingLike {
  id: string
  org_id: string
  title: string
  duration_minutes: number
}

/**
 * Starts (or re-starts) a Debrief meeting as a BigBlueButton conference. A live conference stays on its server;
 * otherwise the least-loaded enabled online server is picked. `create` is idempotent on the server, and the
 * conference row is written only after the server accepted it, so a failed call leaves nothing behind.
 */
export async function startConference(deps: StartDeps, meeting: MeetingLike, createdBy: string | null, tag?: string) {
  const existing = await findConference(deps.db, meeting.id, null)
  const server =
    existing?.status === 'live'
      ? await findServer(deps.db, existing.server_id, null)
      : await deps.db.transaction().execute((trx) => pickServer(trx, meeting.org_id, tag))
  if (!server)
    throw new ConflictError(
      tag
        ? `No online server with the tag ${tag.replace(/!$/, '')} can take the meeting`
        : 'No BigBlueButton server can take the meeting now: an admin of your organization can register one in the BBB monitor',
    )
  const secret = deps.secretBox.open(server.secret_sealed, secretContext(server.id))
  const api = `${deps.publicUrl}/api/bbb/callbacks`
  let created
  try {
    created = await bbbClient({ url: server.url, secret, algorithm: server.algorithm }).create({
      meetingID: meeting.id,
      name: meeting.title,
      record: true,
      duration: meeting.duration_minutes * 2,
      logoutURL: `${deps.publicUrl}/main/MainConference`,
      endCallbackUrl: `${api}/end/${meeting.id}?token=${endCallbackToken(meeting.id, secret)}`,
      recordingReadyUrl: `${api}/recording-ready`,
      meta: {
        'bbb-origin': 'Debrief',
        'bbb-origin-server-name': new URL(deps.publicUrl).host,
        'debrief-meeting-id': meeting.id,
        'debrief-org-id': meeting.org_id,
      },
    })
  } catch (err) {
    throw new ConflictError(`The server ${server.name} did not create the meeting: ${describeBbbError(err)}`)
  }
  await deps.db.transaction().execute(async (trx) => {
    await upsertConference(trx, {
      meetingId: meeting.id,
      orgId: meeting.org_id,
      serverId: server.id,
      createTime: created.createTime,
      createdBy,
    })
    await setMeetingStatus(trx, meeting.id, 'live')
  })
  return { server, secret, createTime: created.createTime }
}
