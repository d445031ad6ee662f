import { sql } from 'kysely'
import type { Email } from '../../schemas/sandbox/email.js'
import type { ComposeEmailBody } from '../../schemas/sandbox/email-compose.js'
import type { Handle } from './handle.js'
import { lockScopeForWrite } from './scope-repository.js'
import { localDateTime } from './paging.js'

/** Stores a written mail from the caller in sent (or draft), read, with the next id (mail ids are the seed's, not a sequence). */
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
          (body.attachments ?? []).map((a) => ({ fileName: a.fileName, size: a.size, thumbnail: '', url: '' })),
        ),
        time: sql`localtimestamp(0)`,
        labels: [],
        replies: '[]',
        folder: body.draft ? 'draft' : 'sent',
        is_read: true,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
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
