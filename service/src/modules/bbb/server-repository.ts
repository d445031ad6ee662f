import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { BbbServersTable } from '../../db/tables/bbb.js'
import type { BbbServer, BbbServerListQuery } from './schemas/servers.js'
import { likePattern, type Handle } from '../../db/handle.js'

export type ServerRow = Selectable<BbbServersTable>

/**
 * Servers a caller sees: all for the platform (org null), otherwise those its organization's conferences
 * used. Servers belong to no organization; this is how an admin sees "the servers our meetings use".
 */
function visible(db: Handle, orgId: string | null) {
  let q = db.selectFrom('bbb_servers as s')
  if (orgId) q = q.where('s.id', 'in', db.selectFrom('bbb_conferences').select('server_id').where('org_id', '=', orgId))
  return q
}

export async function findServer(db: Handle, id: string, orgId: string | null): Promise<ServerRow | undefined> {
  return visible(db, orgId).selectAll('s').where('s.id', '=', id).executeTakeFirst()
}

const SORT = {
  name: 's.name',
  load: 's.load',
  participants: 's.participants',
  meetings: 's.meetings',
  latency: 's.latency_ms',
  createdAt: 's.created_at',
} as const

export async function listServers(
  db: Db,
  orgId: string | null,
  q: BbbServerListQuery,
): Promise<{ rows: (ServerRow & { sparkline: number[] })[]; total: number }> {
  let base = visible(db, orgId)
  if (q.q)
    base = base.where((eb) =>
      eb.or([eb(sql`lower(s.name)`, 'like', likePattern(q.q!)), eb(sql`lower(s.url)`, 'like', likePattern(q.q!))]),
    )
  if (q.tag) base = base.where(sql<boolean>`${q.tag} = ANY(s.tags)`)
  if (q.status === 'disabled' || q.status === 'cordoned') base = base.where('s.state', '=', q.status)
  if (q.status === 'online' || q.status === 'offline')
    base = base.where('s.state', '=', 'enabled').where('s.online', '=', q.status === 'online')
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
  const rows = await base
    .selectAll('s')
    .select(
      sql<number[]>`(
      SELECT array_agg(coalesce(b.v, 0) ORDER BY h.i DESC) FROM generate_series(23, 0, -1) AS h(i)
      LEFT JOIN LATERAL (
        SELECT max(participants) AS v FROM bbb_samples
        WHERE server_id = s.id AND taken_at > now() - make_interval(hours => h.i + 1) AND taken_at <= now() - make_interval(hours => h.i)
      ) b ON true)`.as('sparkline'),
    )
    .orderBy(sql.ref(SORT[q.sortBy]), q.orderBy)
    .orderBy('s.id')
    .limit(q.itemsPerPage)
    .offset((q.page - 1) * q.itemsPerPage)
    .execute()
  return { rows, total: Number(total) }
}

export function toServer(row: ServerRow & { sparkline?: number[] }): BbbServer {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    algorithm: row.algorithm,
    state: row.state,
    tags: row.tags,
    secretSet: row.secret_sealed.length > 0,
    online: row.online,
    load: row.load,
    meetings: row.meetings,
    participants: row.participants,
    video: row.video,
    version: row.version,
    latencyMs: row.latency_ms,
    lastError: row.last_error,
    polledAt: row.polled_at?.toISOString() ?? null,
    sparkline: (row.sparkline ?? []).map(Number),
    createdAt: row.created_at.toISOString(),
  }
}
