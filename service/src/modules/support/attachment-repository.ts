import type { SupportAttachment } from './schemas.js'
import type { Handle } from '../../db/handle.js'

/** At most this many files per request and bytes per file: support needs screenshots and logs, not archives. */
export const ATTACHMENT_LIMITS = { perRequest: 20, maxBytes: 10 * 1024 * 1024 } as const

function base(db: Handle) {
  return db
    .selectFrom('support_attachments as f')
    .leftJoin('accounts as a', 'a.id', 'f.uploaded_by')
    .select([
      'f.id',
      'f.request_id',
      'f.name',
      'f.mime',
      'f.size',
      'f.storage_key',
      'f.from_staff',
      'f.uploaded_by',
      'a.full_name',
      'a.email',
      'f.created_at',
    ])
}
type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>

export const toAttachment = (r: Row): SupportAttachment => ({
  id: r.id,
  name: r.name,
  mime: r.mime,
  size: Number(r.size),
  fromStaff: r.from_staff,
  createdAt: r.created_at.toISOString(),
  uploadedBy: r.uploaded_by ? { id: r.uploaded_by, name: r.full_name ?? '', email: r.email ?? '' } : null,
})

export const attachmentsOf = async (db: Handle, requestId: string) =>
  (await base(db).where('f.request_id', '=', requestId).orderBy('f.created_at').orderBy('f.id').execute()).map(
    toAttachment,
  )

/** One attachment of a request the caller already may read: the request id is the scope. */
export const findAttachment = (db: Handle, requestId: string, id: string) =>
  base(db).where('f.request_id', '=', requestId).where('f.id', '=', id).executeTakeFirst()

export async function countAttachments(db: Handle, requestId: string) {
  const row = await db
    .selectFrom('support_attachments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export const insertAttachment = (
  db: Handle,
  v: {
    requestId: string
    orgId: string | null
    uploadedBy: string
    fromStaff: boolean
    name: string
    mime: string
    size: number
    storageKey: string
  },
) =>
  db
    .insertInto('support_attachments')
    .values({
      request_id: v.requestId,
      org_id: v.orgId,
      uploaded_by: v.uploadedBy,
      from_staff: v.fromStaff,
      name: v.name,
      mime: v.mime,
      size: v.size,
      storage_key: v.storageKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow()

/** Attachments are added one at a time per request: the request row is the lock that keeps the count honest. */
export const lockRequestForAttachment = (trx: Handle, requestId: string) =>
  trx.selectFrom('support_requests').select('id').where('id', '=', requestId).forUpdate().executeTakeFirstOrThrow()

/** A new attachment moves the request up the list, like a reply. */
export const touchRequest = (trx: Handle, requestId: string) =>
  trx.updateTable('support_requests').set({ updated_at: new Date() }).where('id', '=', requestId).execute()
