import type { Handle } from '../../db/handle.js'
import '../../db/tables/bbb.js'

/** The conference a guest link opens, with its meeting's title; undefined for an unknown or revoked link. */
export const findConferenceByGuestToken = (db: Handle, tokenHash: string) =>
  db
    .selectFrom('bbb_conferences as c')
    .innerJoin('meetings as m', 'm.id', 'c.meeting_id')
    .select([
      'c.meeting_id',
      'c.status',
      'c.access_code',
      'c.created_by',
      'm.id',
      'm.org_id',
      'm.title',
      'm.duration_minutes',
    ])
    .where('c.guest_token_hash', '=', tokenHash)
    .executeTakeFirst()
