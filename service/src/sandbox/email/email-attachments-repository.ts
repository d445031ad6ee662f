import '../../db/tables/sandbox-email-attachments.js'
import '../../db/tables/sandbox-ecommerce.js'
import type { EmailAttachmentUpload } from './schemas-attachment.js'
import { sql } from 'kysely'
import type { Handle } from '../shared/handle.js'

export const emailAttachmentUrl = (id: string) => `/api/apps/email/attachments/${id}/content`

export async function insertEmailAttachment(
  db: Handle,
  scope: string,
  row: { id: string; name: string; mime: string; size: number; storageKey: string },
): Promise<EmailAttachmentUpload> {
  const saved = await db
    .insertInto('sandbox_email_attachments')
    .values({ scope, id: row.id, name: row.name, mime: row.mime, size: row.size, storage_key: row.storageKey })
    .returning(['id', 'name', 'mime', 'size'])
    .executeTakeFirstOrThrow()
  return {
    id: saved.id,
    name: saved.name,
    mime: saved.mime,
    size: Number(saved.size),
    url: emailAttachmentUrl(saved.id),
  }
}

export const findEmailAttachment = (db: Handle, scope: string, id: string) =>
  db
    .selectFrom('sandbox_email_attachments')
    .selectAll()
    .where('scope', '=', scope)
    .where('id', '=', id)
    .executeTakeFirst()

/**
 * Gives the uploaded files to a just-stored mail, in the order listed. Answers the ids that cannot be given:
 * unknown in this scope (another organization's too), or already another mail's.
 */
export async function claimEmailAttachments(
  db: Handle,
  scope: string,
  emailId: number,
  ids: string[],
): Promise<string[]> {
  const refused: string[] = []
  for (const [position, id] of ids.entries()) {
    const done = await db
      .updateTable('sandbox_email_attachments')
      .set({ email_id: emailId, position })
      .where('scope', '=', scope)
      .where('id', '=', id)
      .where('email_id', 'is', null)
      .executeTakeFirst()
    if (!done.numUpdatedRows) refused.push(id)
  }
  return refused
}

/**
 * Every stored file of a scope's copy (mail attachments, product images), read before a reset deletes their rows.
 * Only keys under the scope's own folder: a row copied from the seed would name the seed's file, which stays.
 */
export async function storedFilesOfScope(db: Handle, scope: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sandbox_email_attachments')
    .select('storage_key')
    .where('scope', '=', scope)
    .unionAll(db.selectFrom('sandbox_product_images').select('storage_key').where('scope', '=', scope))
    .execute()
  return rows.map((r) => r.storage_key).filter((key) => key.startsWith(`${scope}/`))
}

/** How long an uploaded file may wait for the mail that names it: a compose dialog closed without sending. */
export const ABANDONED_AFTER = '1 day'

/**
 * Deletes the scope's uploads no mail claimed within ABANDONED_AFTER and answers their storage keys, for the
 * caller to remove after its commit. Run on each upload, so abandoned files do not wait for a sandbox reset.
 */
export async function dropAbandonedAttachments(db: Handle, scope: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('sandbox_email_attachments')
    .where('scope', '=', scope)
    .where('email_id', 'is', null)
    .where('created_at', '<', sql<Date>`now() - ${ABANDONED_AFTER}::interval`)
    .returning('storage_key')
    .execute()
  return rows.map((r) => r.storage_key)
}
