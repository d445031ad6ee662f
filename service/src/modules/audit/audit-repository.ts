import type { FastifyRequest } from 'fastify'
import { sql, type Transaction } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { Database } from '../../db/schema.js'
import type {} from '../../db/tables/rate-limits-audit.js'
import type { AuditKind } from './audit-kinds.js'

type Handle = Db | Transaction<Database>

export interface AuditEventInput {
  kind: AuditKind
  /** The organization the event belongs to (its admins read it); null for the superadmin's eyes only. */
  orgId: string | null
  actorId?: string | null
  actorEmail?: string | null
  /** What was acted on: an account id, a report id, an e-mail typed at sign-in. */
  target?: string | null
  meta?: Record<string, unknown>
}

/** Records one event with the request's address and id; in the caller's transaction when given one. */
export async function recordAudit(db: Handle, request: FastifyRequest, e: AuditEventInput): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      org_id: e.orgId,
      actor_id: e.actorId ?? request.user?.sub ?? null,
      actor_email: e.actorEmail ?? null,
      kind: e.kind,
      target: e.target ?? null,
      ip: request.ip,
      request_id: request.id,
      meta: JSON.stringify(e.meta ?? {}),
    })
    .execute()
}

export interface AuditQuery {
  q?: string
  kind?: string
  page: number
  itemsPerPage: number
  orderBy: 'asc' | 'desc'
}

/** A page of events, newest first by default; `orgId` null reads every organization (the superadmin). */
export async function listAuditEvents(db: Db, orgId: string | null, query: AuditQuery) {
  let base = db.selectFrom('audit_events as e')
  if (orgId) base = base.where('e.org_id', '=', orgId)
  if (query.kind) base = base.where('e.kind', '=', query.kind)
  if (query.q?.trim()) {
    const like = `%${query.q
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, '\\$&')}%`
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(e.actor_email)`, 'like', like),
        eb(sql`lower(e.target)`, 'like', like),
        eb('e.ip', 'like', like),
      ]),
    )
  }
  const rows = await base
    .select([
      'e.id',
      'e.org_id',
      'e.actor_id',
      'e.actor_email',
      'e.kind',
      'e.target',
      'e.ip',
      'e.request_id',
      'e.meta',
      'e.created_at',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy('e.created_at', query.orderBy)
    .orderBy('e.id', query.orderBy)
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .execute()
  const total = rows.length
    ? Number(rows[0].total)
    : await base
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n))
  return {
    events: rows.map((r) => ({
      id: String(r.id),
      orgId: r.org_id,
      actorId: r.actor_id,
      actorEmail: r.actor_email,
      kind: r.kind,
      target: r.target,
      ip: r.ip,
      requestId: r.request_id,
      meta: r.meta,
      createdAt: r.created_at.toISOString(),
    })),
    total,
  }
}
