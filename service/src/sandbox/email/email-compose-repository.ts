import { sql } from 'kysely'
import { FieldErrors } from '../../lib/errors.js'
import type { Email } from './schemas.js'
import type { ComposeEmailBody } from './schemas-compose.js'
import type { Handle } from '../shared/handle.js'
import { lockScopeForWrite } from '../copy/index.js'
import { localDateTime } from '../shared/paging.js'
import { claimEmailAttachments, emailAttachmentUrl } from './email-attachments-repository.js'
import { storedFileName } from '../../lib/files/file-name.js'

/** The signed-in account as a mail's sender. */
export async function senderOf(db: Handle, accountId: string): Promise<{ email: string; name: string }> {
  const account = await db
    .selectFrom('accounts')
    .select(['email', 'full_name'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow()
  return { email: account.email, name: account.full_name }
}

/** Stores a written mail (its uploaded attachments given to it) from the caller in sent (or draft), read, with the next id (mail ids are the seed's, not a sequence). */
export async function composeEmail(
  db: Handle,
  scope: string,
  from: { email: string; name: string },
  body: ComposeEmailBody,
): Promise<Email> {
  return db.transaction().execute(async (trx) => {
    // Ids are max + 1 like the seed's; the lock makes two writers take turns instead of colliding.
    await lockScopeForWrite(trx, scope, 'sandbox_emails')
    const { next } = await trx
      .selectFrom('sandbox_emails')
      .where('scope', '=', scope)
      .select(sql<number>`coalesce(max(id), 0) + 1`.as('next'))
      .executeTakeFirstOrThrow()
    const row = await trx
      .insertInto('sandbox_emails')
      .values({
        scope,
        id: Number(next),
        to_list: JSON.stringify(body.to.map((email) => ({ email, name: email.split('@')[0] }))),
        from_email: from.email,
        from_name: from.name,
        from_avatar: '',
        subject: body.subject.trim(),
        cc: JSON.stringify(body.cc ?? []),
        bcc: JSON.stringify(body.bcc ?? []),
        message: body.message,
        attachments: JSON.stringify(
          (body.attachments ?? []).map((a) => ({
            fileName: storedFileName(a.fileName, 'attachment', 200),
            size: a.size,
            thumbnail: '',
            url: a.id ? emailAttachmentUrl(a.id) : '',
          })),
        ),
        time: sql`localtimestamp(0)`,
        labels: [],
        replies: '[]',
        folder: body.draft ? 'draft' : 'sent',
        is_read: true,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    // Uploaded files become this mail's; an unknown one (or another mail's) undoes the whole mail.
    const ids = (body.attachments ?? []).flatMap((a) => (a.id ? [a.id] : []))
    const refused = await claimEmailAttachments(trx, scope, row.id, ids)
    if (refused.length)
      throw new FieldErrors({ attachments: [`Unknown or already sent attachment: ${refused.join(', ')}`] })
    return {
      id: row.id,
      to: row.to_list,
      from: { email: row.from_email, name: row.from_name, avatar: row.from_avatar },
      subject: row.subject,
      cc: row.cc,
      bcc: row.bcc,
      message: row.message,
      attachments: row.attachments as Email['attachments'],
      isStarred: row.is_starred,
      labels: row.labels,
      time: localDateTime(row.time),
      replies: [],
      folder: row.folder,
      isRead: row.is_read,
      isDeleted: row.is_deleted,
    }
  })
}
