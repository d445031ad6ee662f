import type { FastifyInstance } from 'fastify'
import { addEvent, OPEN_STATES, transition } from './interview-repository.js'
import { openSealedUid } from './links.js'
import { reminderMail } from './mails.js'

type App = Pick<FastifyInstance, 'db' | 'mailer' | 'secretBox' | 'publicUrl' | 'log'>
const DAY_MS = 86_400_000

/**
 * One pass of the scheduled job. Interviews still open and due within a day get their one reminder: the
 * UPDATE … RETURNING claims them, so instances running the job together never mail twice. Completed,
 * revoked and expired interviews never match. Open interviews past expiry become expired.
 */
export async function runReminderPass(app: App, now = new Date()): Promise<{ reminded: number; expired: number }> {
  const due = await app.db
    .updateTable('self_interviews as i')
    .from('organizations as o')
    .set({ reminder_sent_at: now })
    .whereRef('o.id', '=', 'i.org_id')
    .where('i.state', 'in', OPEN_STATES)
    .where('i.reminder_sent_at', 'is', null)
    .where('i.expires_at', '>', now)
    .where('i.expires_at', '<=', new Date(now.getTime() + DAY_MS))
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
  for (const r of due) {
    try {
      const link = `${app.publicUrl}/i/${openSealedUid(app, r.id, r.uid_sealed)}`
      await app.mailer.send(
        reminderMail({
          to: r.candidate_email,
          candidateName: r.candidate_name,
          organization: r.org,
          link,
          expiresAt: r.expires_at,
          language: r.language,
        }),
      )
      await addEvent(app.db, r, 'reminded', { to: r.candidate_email })
    } catch (err) {
      app.log.warn({ err, selfInterviewId: r.id }, 'self-interview reminder failed')
    }
  }
  const stale = await app.db
    .selectFrom('self_interviews')
    .select(['id', 'org_id'])
    .where('state', 'in', OPEN_STATES)
    .where('expires_at', '<=', now)
    .execute()
  for (const s of stale) {
    await app.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('self_interviews')
        .select(['id', 'org_id', 'state'])
        .where('id', '=', s.id)
        .forUpdate()
        .executeTakeFirst()
      if (row && OPEN_STATES.includes(row.state)) await transition(trx, row, 'expired')
    })
  }
  return { reminded: due.length, expired: stale.length }
}
