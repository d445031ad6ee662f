import type { FastifyInstance } from 'fastify'
import { addEvent, lockInterviewIfAny, OPEN_STATES, transition } from './interview-repository.js'
import { claimDueReminders, listOverdue } from './reminder-repository.js'
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
  const due = await claimDueReminders(app.db, now, DAY_MS)
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
  const stale = await listOverdue(app.db, now)
  for (const s of stale) {
    await app.db.transaction().execute(async (trx) => {
      const row = await lockInterviewIfAny(trx, s.id)
      if (row && OPEN_STATES.includes(row.state)) await transition(trx, row, 'expired')
    })
  }
  return { reminded: due.length, expired: stale.length }
}
