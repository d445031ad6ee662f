import { sql, type Selectable, type UpdateObject } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { SandboxEmailsTable } from '../../db/schema.js'
import type { Email, EmailChanges, EmailQuery, EmailsMeta } from './schemas.js'
import { EMAIL_FOLDERS } from './schemas.js'
import type { Handle } from '../shared/handle.js'
import { likePattern, localDateTime } from '../shared/paging.js'

type Reply = Omit<Email, 'replies'>
type StoredReply = Omit<Reply, 'time'> & { time: string }

const toEmail = (r: Selectable<SandboxEmailsTable>): Email => ({
  id: r.id,
  to: r.to_list,
  from: { email: r.from_email, name: r.from_name, avatar: r.from_avatar },
  subject: r.subject,
  cc: r.cc,
  bcc: r.bcc,
  message: r.message,
  attachments: r.attachments as Email['attachments'],
  isStarred: r.is_starred,
  labels: r.labels,
  time: localDateTime(r.time),
  replies: r.replies as StoredReply[],
  folder: r.folder,
  isRead: r.is_read,
  isDeleted: r.is_deleted,
})

/** Spec section 7: starred = starred and not deleted; trashed = deleted; a folder = in it and not deleted; a label narrows. */
export async function listEmails(db: Handle, scope: string, query: EmailQuery): Promise<Email[]> {
  const filter = query.filter ?? 'inbox'
  let q = db.selectFrom('sandbox_emails').selectAll().where('scope', '=', scope)
  if (filter === 'trashed') q = q.where('is_deleted', '=', true)
  else if (filter === 'starred') q = q.where('is_starred', '=', true).where('is_deleted', '=', false)
  else
    q = q
      .where('folder', '=', (EMAIL_FOLDERS as readonly string[]).includes(filter) ? filter : 'inbox')
      .where('is_deleted', '=', false)
  if (query.label) q = q.where(sql<boolean>`${query.label} = any(labels)`)
  const like = likePattern(query.q)
  if (like) q = q.where((eb) => eb.or([eb(sql`lower(from_name)`, 'like', like), eb(sql`lower(subject)`, 'like', like)]))
  return (await q.orderBy('time', 'desc').orderBy('id', 'desc').execute()).map(toEmail)
}

/** Spec section 9: unread inbox, drafts, unread spam, starred; none of them deleted. */
export async function emailsMeta(db: Handle, scope: string): Promise<EmailsMeta> {
  const row = await db
    .selectFrom('sandbox_emails')
    .select([
      sql<number>`count(*) filter (where folder = 'inbox' and not is_read)`.as('inbox'),
      sql<number>`count(*) filter (where folder = 'draft')`.as('draft'),
      sql<number>`count(*) filter (where folder = 'spam' and not is_read)`.as('spam'),
      sql<number>`count(*) filter (where is_starred)`.as('star'),
    ])
    .where('scope', '=', scope)
    .where('is_deleted', '=', false)
    .executeTakeFirstOrThrow()
  return { inbox: Number(row.inbox), draft: Number(row.draft), spam: Number(row.spam), star: Number(row.star) }
}

/**
 * One UPDATE per call: each row changes atomically, so concurrent bulk updates of other mails (or other
 * fields) never overwrite each other. Unknown ids roll the whole change back.
 */
async function updateAll(db: Handle, scope: string, ids: number[], set: UpdateObject<Database, 'sandbox_emails'>) {
  const unique = [...new Set(ids)]
  return db
    .transaction()
    .execute(async (trx) => {
      const res = await trx
        .updateTable('sandbox_emails')
        .set(set)
        .where('scope', '=', scope)
        .where('id', 'in', unique)
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) !== unique.length) throw new Error('unknown email id')
      return true
    })
    .catch((error: Error) => {
      if (error.message === 'unknown email id') return false
      throw error
    })
}

export const updateEmails = (db: Handle, scope: string, ids: number[], data: EmailChanges) =>
  updateAll(db, scope, ids, {
    ...(data.isRead === undefined ? {} : { is_read: data.isRead }),
    ...(data.isStarred === undefined ? {} : { is_starred: data.isStarred }),
    ...(data.isDeleted === undefined ? {} : { is_deleted: data.isDeleted }),
    ...(data.folder === undefined ? {} : { folder: data.folder }),
  })

/** Adds the label where it is absent and removes it where present, row by row. */
export const toggleEmailLabel = (db: Handle, scope: string, ids: number[], label: string) =>
  updateAll(db, scope, ids, {
    labels: sql`case when ${label} = any(labels) then array_remove(labels, ${label}::text) else array_append(labels, ${label}::text) end`,
  })
