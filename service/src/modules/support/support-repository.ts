import { sql } from 'kysely'
import type { SupportCategory, SupportStatus } from '../../db/tables/support.js'
import type { SupportListQuery, SupportReply, SupportRequestSummary } from './schemas.js'
import { likePattern, type Handle } from '../../db/handle.js'

/** Whose requests a caller sees: every one (support), an organization's, or only their own (no organization). */
export type SupportScope = { all: true } | { orgId: string } | { requesterId: string }

const SORT = {
  updatedAt: sql`r.updated_at`,
  createdAt: sql`r.created_at`,
  status: sql`r.status`,
  subject: sql`lower(r.subject)`,
} as const

function base(db: Handle) {
  return db
    .selectFrom('support_requests as r')
    .innerJoin('accounts as q', 'q.id', 'r.requester_id')
    .leftJoin('accounts as a', 'a.id', 'r.assignee_id')
    .leftJoin('organizations as o', 'o.id', 'r.org_id')
    .select([
      'r.id',
      'r.org_id',
      'o.name as org_name',
      'r.requester_id',
      'q.full_name as requester_name',
      'q.email as requester_email',
      'r.subject',
      'r.category',
      'r.status',
      'r.assignee_id',
      'a.full_name as assignee_name',
      'a.email as assignee_email',
      'r.reply_count',
      'r.description',
      'r.created_at',
      'r.updated_at',
    ])
}
type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>

function scoped(q: ReturnType<typeof base>, scope: SupportScope) {
  if ('orgId' in scope) return q.where('r.org_id', '=', scope.orgId)
  if ('requesterId' in scope) return q.where('r.requester_id', '=', scope.requesterId).where('r.org_id', 'is', null)
  return q
}

export function toSummary(row: Row): SupportRequestSummary {
  return {
    id: row.id,
    orgId: row.org_id,
    organization: row.org_name,
    requester: { id: row.requester_id, name: row.requester_name, email: row.requester_email },
    subject: row.subject,
    category: row.category,
    status: row.status,
    assignee: row.assignee_id
      ? { id: row.assignee_id, name: row.assignee_name ?? '', email: row.assignee_email ?? '' }
      : null,
    replyCount: row.reply_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}

export async function listSupportRequests(db: Handle, scope: SupportScope, query: SupportListQuery, me: string) {
  let q = scoped(base(db), scope)
  if (query.status) q = q.where('r.status', '=', query.status)
  if (query.category) q = q.where('r.category', '=', query.category)
  if (query.assignedToMe) q = q.where('r.assignee_id', '=', me)
  if (query.q?.trim()) {
    const like = likePattern(query.q.trim())
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(r.subject)`, 'like', like),
        eb(sql`lower(r.description)`, 'like', like),
        eb(sql`lower(q.full_name)`, 'like', like),
      ]),
    )
  }
  const rows = await q
    .select(sql<number>`count(*) over()`.as('total_count'))
    .orderBy(sql`${SORT[query.sortBy]} ${sql.raw(query.orderBy === 'asc' ? 'asc' : 'desc')}, r.id`)
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .execute()
  let total = Number(rows[0]?.total_count ?? 0)
  if (!rows.length && query.page > 1)
    total = Number(
      (
        await q
          .clearSelect()
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    )
  return { rows, total }
}

export const findSupportRequest = (db: Handle, id: string, scope: SupportScope) =>
  scoped(base(db).where('r.id', '=', id), scope).executeTakeFirst()

export async function repliesOf(db: Handle, requestId: string): Promise<SupportReply[]> {
  const rows = await db
    .selectFrom('support_replies as p')
    .leftJoin('accounts as a', 'a.id', 'p.author_id')
    .select(['p.id', 'p.author_id', 'a.full_name', 'a.email', 'p.from_staff', 'p.body', 'p.created_at'])
    .where('p.request_id', '=', requestId)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    author: r.author_id ? { id: r.author_id, name: r.full_name ?? '', email: r.email ?? '' } : null,
    fromStaff: r.from_staff,
    body: r.body,
    createdAt: r.created_at.toISOString(),
  }))
}

export const insertSupportRequest = (
  db: Handle,
  v: { orgId: string | null; requesterId: string; subject: string; category: SupportCategory; description: string },
) =>
  db
    .insertInto('support_requests')
    .values({
      org_id: v.orgId,
      requester_id: v.requesterId,
      subject: v.subject,
      category: v.category,
      description: v.description,
    })
    .returning('id')
    .executeTakeFirstOrThrow()

/** A reply, the request's count and time, and its status moved to whose turn it is. */
export async function insertReply(
  db: Handle,
  request: { id: string; org_id: string | null },
  authorId: string,
  fromStaff: boolean,
  body: string,
  status: SupportStatus,
) {
  await db
    .insertInto('support_replies')
    .values({ request_id: request.id, org_id: request.org_id, author_id: authorId, from_staff: fromStaff, body })
    .execute()
  await db
    .updateTable('support_requests')
    .set({ reply_count: sql`reply_count + 1`, status, updated_at: sql`now()` })
    .where('id', '=', request.id)
    .execute()
}

export const updateSupportRequest = (
  db: Handle,
  id: string,
  changes: { status?: SupportStatus; assignee_id?: string | null },
) =>
  db
    .updateTable('support_requests')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute()

export const superadminEmails = async (db: Handle) =>
  (
    await db
      .selectFrom('accounts')
      .select('email')
      .where('role', '=', 'superadmin')
      .where('disabled', '=', false)
      .execute()
  ).map((r) => r.email)

export const staffAccount = (db: Handle, id: string) =>
  db
    .selectFrom('accounts')
    .select(['id', 'email'])
    .where('id', '=', id)
    .where('role', '=', 'superadmin')
    .executeTakeFirst()
