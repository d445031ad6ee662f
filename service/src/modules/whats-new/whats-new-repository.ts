import { sql } from 'kysely'
import { likePattern, type Handle } from '../../db/handle.js'

/** When the account last opened the page (never: minus infinity, so everything published is unread). */
const readAt = (accountId: string) =>
  sql<Date>`coalesce((select read_at from whats_new_reads where account_id = ${accountId}), '-infinity'::timestamptz)`

export async function countUnread(db: Handle, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('whats_new_entries')
    .select(sql<number>`count(*)`.as('n'))
    .where('published_at', '>', readAt(accountId))
    .where('published_at', '<=', sql<Date>`now()`)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export interface EntryFilter {
  q?: string
  tag?: string
  page: number
  itemsPerPage: number
  orderBy: 'asc' | 'desc'
}

/** One page of published entries, each marked unread for the account, and the total (window count). */
export async function listEntries(db: Handle, accountId: string, { q, tag, page, itemsPerPage, orderBy }: EntryFilter) {
  let query = db.selectFrom('whats_new_entries').where('published_at', '<=', sql<Date>`now()`)
  if (tag) query = query.where(sql<boolean>`${tag} = any(tags)`)
  if (q?.trim())
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(title)`, 'like', likePattern(q.trim())),
        eb(sql`lower(body)`, 'like', likePattern(q.trim())),
      ]),
    )
  const rows = await query
    .select(['id', 'title', 'body', 'published_at', 'tags', 'link'])
    .select(sql<boolean>`published_at > ${readAt(accountId)}`.as('unread'))
    .select(sql<number>`count(*) over()`.as('total_count'))
    .orderBy('published_at', orderBy)
    .orderBy('id')
    .limit(itemsPerPage)
    .offset((page - 1) * itemsPerPage)
    .execute()
  const total = rows.length
    ? Number(rows[0]!.total_count)
    : Number((await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0)
  return { rows, total }
}

/** Read up to now (never moves back, whichever of two tabs writes last). */
export async function markRead(db: Handle, accountId: string) {
  await db
    .insertInto('whats_new_reads')
    .values({ account_id: accountId, read_at: sql<Date>`now()` as never })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({ read_at: sql<Date>`greatest(whats_new_reads.read_at, now())` as never }),
    )
    .execute()
}

export interface NewEntry {
  title: string
  body: string
  tags: string[]
  link: string | null
  authorId: string
  publishedAt?: Date
}

export const insertEntry = (db: Handle, e: NewEntry) =>
  db
    .insertInto('whats_new_entries')
    .values({
      title: e.title,
      body: e.body,
      tags: e.tags,
      link: e.link,
      author_id: e.authorId,
      ...(e.publishedAt ? { published_at: e.publishedAt } : {}),
    })
    .returning(['id', 'title', 'body', 'published_at', 'tags', 'link'])
    .executeTakeFirstOrThrow()

/** True when the entry existed. */
export async function deleteEntry(db: Handle, id: string): Promise<boolean> {
  const done = await db.deleteFrom('whats_new_entries').where('id', '=', id).executeTakeFirst()
  return done.numDeletedRows > 0n
}
