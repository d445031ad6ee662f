import type { Handle } from '../../db/handle.js'

/** Every mail is kept here first; its id names it in the log. */
export const insertOutboxMail = (db: Handle, mail: { to: string; subject: string; text: string }) =>
  db
    .insertInto('outbox_emails')
    .values({ to_address: mail.to, subject: mail.subject, body: mail.text })
    .returning('id')
    .executeTakeFirstOrThrow()

export const markOutboxMailSent = (db: Handle, id: string) =>
  db.updateTable('outbox_emails').set({ sent_at: new Date() }).where('id', '=', id).execute()

/** The newest mails, optionally only those to one address. */
export function listOutboxMails(db: Handle, { to, limit }: { to?: string; limit: number }) {
  let q = db.selectFrom('outbox_emails').selectAll().orderBy('created_at', 'desc').limit(limit)
  if (to) q = q.where('to_address', '=', to)
  return q.execute()
}
