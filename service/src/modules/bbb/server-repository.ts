import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { BbbServersTable } from '../../db/tables/bbb.js'
import type { BbbServer, BbbServerListQuery } from './schemas/servers.js'
import { likePattern, type Handle } from '../../db/handle.js'

export type ServerRow = Selectable<BbbServersTable>

/**
 * Servers a caller sees: all for the platform (org null); for an organization, the servers it registered and the
 * shared ones its conferences used. Another organization's servers stay out of sight.
 */
export function visibleServers(db: Handle, orgId: string | null) {
  let q = db.selectFrom('bbb_servers as s')
  if (orgId)
    q = q.where((eb) =>
      eb.or([
        eb('s.org_id', '=', orgId),
        eb.and([
          eb('s.org_id', 'is', null),
          eb('s.id', 'in', db.selectFrom('bbb_conferences').select('server_id').where('org_id', '=', orgId)),
        ]),
      ]),
    )
  return q
}

/** How many alerts are open on the server (a badge on its row, a bar on its screen). */
const openAlerts = sql<number>`(SELECT count(*)::int FROM bbb_alerts a WHERE a.server_id = s.id AND a.cleared_at IS NULL)`

export async function findServer(
  db: Handle,
  id: string,
  orgId: string | null,
): Promise<(ServerRow & { open_alerts: number }) | undefined> {
  return visibleServers(db, orgId)
    .selectAll('s')
    .select(openAlerts.as('open_alerts'))
    .where('s.id', '=', id)
    .executeTakeFirst()
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
): Promise<{ rows: (ServerRow & { sparkline: number[]; open_alerts: number })[]; total: number }> {
  let base = visibleServers(db, orgId)
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
    .select(openAlerts.as('open_alerts'))
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

type Editable = Pick<ServerRow, 'name' | 'url' | 'algorithm' | 'state' | 'tags'>

/**
 * Registers a server (its owner: an organization, or null for a shared one); the secret is sealed with the row's
 * id as context, so the id exists first. Polled at once.
 */
export async function insertServer(
  trx: Handle,
  v: Editable & { orgId: string | null },
  seal: (id: string) => string,
): Promise<string> {
  const { id } = await trx
    .insertInto('bbb_servers')
    .values({
      org_id: v.orgId,
      name: v.name,
      url: v.url,
      algorithm: v.algorithm,
      state: v.state,
      tags: v.tags,
      secret_sealed: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .updateTable('bbb_servers')
    .set({ secret_sealed: seal(id) })
    .where('id', '=', id)
    .execute()
  return id
}

export async function updateServer(db: Handle, id: string, change: Partial<Editable> & { secret_sealed?: string }) {
  await db
    .updateTable('bbb_servers')
    .set({
      ...change,
      // A changed address or secret is polled at once rather than at the next interval.
      ...(change.url !== undefined || change.secret_sealed !== undefined || change.state === 'enabled'
        ? { next_poll_at: new Date() }
        : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute()
}

/** What an organization's meetings could run on now (its own servers first, then the shared ones), and what it owns. */
export async function capacityFor(db: Handle, orgId: string | null) {
  const row = await db
    .selectFrom('bbb_servers')
    .select((eb) => [
      eb.fn
        .countAll<string>()
        .filterWhere((w) =>
          w.and([
            w('state', '=', 'enabled'),
            w('online', '=', true),
            orgId ? w.or([w('org_id', '=', orgId), w('org_id', 'is', null)]) : w('org_id', 'is', null),
          ]),
        )
        .as('available'),
      eb.fn
        .countAll<string>()
        .filterWhere((w) => (orgId ? w('org_id', '=', orgId) : w('org_id', 'is', null)))
        .as('own'),
    ])
    .executeTakeFirstOrThrow()
  return { available: Number(row.available), own: Number(row.own) }
}

export function toServer(row: ServerRow & { sparkline?: number[]; open_alerts?: number }): BbbServer {
  return {
    id: row.id,
    orgId: row.org_id,
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
    thresholds: {
      maxParticipants: row.max_participants,
      maxLatencyMs: row.max_latency_ms,
      offline: row.alert_offline,
    },
    openAlerts: row.open_alerts ?? 0,
    createdAt: row.created_at.toISOString(),
  }
}
