import type { Handle } from '../../db/handle.js'

// The meetings module owns `meetings`; a conference's end and its recording read the meeting's row as it stands.

export const meetingStatus = async (db: Handle, meetingId: string) =>
  (await db.selectFrom('meetings').select('status').where('id', '=', meetingId).executeTakeFirst())?.status

export const meetingRow = (db: Handle, meetingId: string) =>
  db.selectFrom('meetings').selectAll().where('id', '=', meetingId).executeTakeFirst()
