import '../../db/tables/self-interviews.js'
import type { Handle } from '../../db/handle.js'
import { OPEN_STATES } from './interview-repository.js'

/**
 * Claims the open interviews due within `withinMs` that have had no reminder: the UPDATE … RETURNING marks them,
 * so instances running the pass together never mail twice.
 */
export const claimDueReminders = (db: Handle, now: Date, withinMs: number) =>
  db
    .updateTable('self_interviews as i')
    .from('organizations as o')
    .set({ reminder_sent_at: now })
    .whereRef('o.id', '=', 'i.org_id')
    .where('i.state', 'in', OPEN_STATES)
    .where('i.reminder_sent_at', 'is', null)
    .where('i.expires_at', '>', now)
    .where('i.expires_at', '<=', new Date(now.getTime() + withinMs))
    .returning([
      'i.id',
      'i.org_id',
      'i.uid_sealed',
      'i.candidate_name',
      'i.candidate_email',
      'i.expires_at',
      'i.language',
      'o.name as org',
    ])
    .execute()

/** Open interviews whose expiry has passed. */
export const listOverdue = (db: Handle, now: Date) =>
  db
    .selectFrom('self_interviews')
    .select(['id', 'org_id'])
    .where('state', 'in', OPEN_STATES)
    .where('expires_at', '<=', now)
    .execute()
