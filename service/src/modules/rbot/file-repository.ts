import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { RbotFilesTable } from '../../db/tables/rbot.js'
import '../../db/tables/rbot.js'
import type { RbotFile, RbotFileListQuery } from './schemas.js'
import { likePattern, type Handle } from '../../db/handle.js'

type FileRow = Selectable<RbotFilesTable> & { meeting_title: string | null }

const base = (db: Handle, orgId: string | null) =>
  db
    .selectFrom('rbot_files as f')
    .leftJoin('meetings as m', 'm.id', 'f.meeting_id')
    .$if(orgId !== null, (q) => q.where('f.org_id', '=', orgId!))

export const findFile = (db: Handle, id: string, orgId: string | null) =>
  base(db, orgId).selectAll('f').select('m.title as meeting_title').where('f.id', '=', id).executeTakeFirst()

const SORT = { name: sql`lower(f.name)`, size: sql`f.size`, createdAt: sql`f.created_at`, kind: sql`f.kind` } as const

export async function listFiles(db: Db, orgId: string | null, q: RbotFileListQuery) {
  let b = base(db, orgId)
  if (q.q)
    b = b.where((eb) =>
      eb.or([eb(sql`lower(f.name)`, 'like', likePattern(q.q!)), eb(sql`lower(m.title)`, 'like', likePattern(q.q!))]),
    )
  if (q.meetingId) b = b.where('f.meeting_id', '=', q.meetingId)
  if (q.kind) b = b.where('f.kind', '=', q.kind)
  const { total } = await b.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
  const rows = await b
    .selectAll('f')
    .select('m.title as meeting_title')
    .orderBy(SORT[q.sortBy], q.orderBy)
    .orderBy('f.id')
    .limit(q.itemsPerPage)
    .offset((q.page - 1) * q.itemsPerPage)
    .execute()
  return { rows, total: Number(total) }
}

export async function usedBytes(db: Handle, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('rbot_files')
    .select(sql<string>`coalesce(sum(size), 0)`.as('used'))
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow()
  return Number(row.used)
}

export async function deleteFileRow(db: Handle, id: string) {
  await db.deleteFrom('rbot_files').where('id', '=', id).execute()
}

/** The organization's plan (the quota the file list shows); the organizations table is the accounts module's. */
export const organizationPlan = async (db: Handle, orgId: string) =>
  (await db.selectFrom('organizations').select('plan').where('id', '=', orgId).executeTakeFirst())?.plan

/** The status of the meeting a file is imported into (the meetings module owns the table). */
export const meetingStatus = async (db: Handle, meetingId: string) =>
  (await db.selectFrom('meetings').select('status').where('id', '=', meetingId).executeTakeFirst())?.status

const IMPORTABLE = new Set(['text/vtt', 'application/x-subrip', 'application/json', 'text/plain'])

export function toFile(r: FileRow): RbotFile {
  return {
    id: r.id,
    meetingId: r.meeting_id,
    meetingTitle: r.meeting_title,
    name: r.name,
    kind: r.kind,
    mime: r.mime,
    size: Number(r.size),
    importable: Boolean(r.meeting_id) && IMPORTABLE.has(r.mime),
    uploadedBy: r.bot_key_id ? 'bot' : 'person',
    createdAt: r.created_at.toISOString(),
  }
}
