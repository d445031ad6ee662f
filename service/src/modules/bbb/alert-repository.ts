import { sql } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { Handle } from '../../db/handle.js'
import type { BbbAlertKind } from '../../db/tables/bbb.js'
import { visibleServers } from './server-repository.js'

export const ALERT_KINDS = ['participants', 'latency', 'offline'] as const satisfies readonly BbbAlertKind[]

/**
 * Compares each server's latest figures (its row, just updated by a poll or a change of thresholds) with its
 * thresholds: a kind crossed raises an alert unless one is open (the open alert keeps its raised time and takes
 * the newest value), a kind back under clears the open one. A kind that cannot be judged now (latency of a failed
 * poll) leaves its alert as it is; a disabled server (no longer polled) has none. Set-based and idempotent:
 * evaluating twice changes nothing the second time.
 */
export async function evaluateAlerts(trx: Handle, serverIds: string[]) {
  if (!serverIds.length) return
  const state = sql`
    SELECT s.id AS server_id, k.kind, k.threshold, k.value,
      CASE WHEN s.state = 'disabled' THEN false ELSE k.crossed END AS crossed
    FROM bbb_servers s CROSS JOIN LATERAL (VALUES
      ('participants', s.max_participants, s.participants,
        CASE WHEN s.max_participants IS NULL THEN false ELSE s.participants > s.max_participants END),
      ('latency', s.max_latency_ms, s.latency_ms,
        CASE WHEN s.max_latency_ms IS NULL THEN false WHEN s.latency_ms IS NULL THEN NULL
             ELSE s.latency_ms > s.max_latency_ms END),
      ('offline', NULL::int, s.failures, s.alert_offline AND NOT s.online)
    ) AS k(kind, threshold, value, crossed)
    WHERE s.id = ANY(${serverIds}::uuid[])`
  await sql`
    WITH state AS (${state}),
    cleared AS (
      UPDATE bbb_alerts a SET cleared_at = now() FROM state
      WHERE a.server_id = state.server_id AND a.kind = state.kind AND a.cleared_at IS NULL AND state.crossed = false
      RETURNING a.id
    )
    INSERT INTO bbb_alerts (server_id, kind, threshold, value)
    SELECT server_id, kind, threshold, value FROM state WHERE crossed
    ON CONFLICT (server_id, kind) WHERE cleared_at IS NULL
    DO UPDATE SET value = excluded.value, threshold = excluded.threshold`.execute(trx)
}

export interface Thresholds {
  maxParticipants: number | null
  maxLatencyMs: number | null
  offline: boolean
}

/** Stores a server's thresholds and judges its last figures against them at once (a lowered limit alerts now). */
export async function setThresholds(db: Db, serverId: string, t: Thresholds) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('bbb_servers')
      .set({
        max_participants: t.maxParticipants,
        max_latency_ms: t.maxLatencyMs,
        alert_offline: t.offline,
        updated_at: new Date(),
      })
      .where('id', '=', serverId)
      .execute()
    await evaluateAlerts(trx, [serverId])
  })
}

/** Alerts on the servers a caller sees, open ones first, then the newest; one server's when `serverId` is given. */
export async function listAlerts(
  db: Db,
  orgId: string | null,
  q: { status: 'open' | 'all'; serverId?: string; limit: number },
) {
  const rows = await db
    .selectFrom('bbb_alerts as a')
    .innerJoin('bbb_servers as s', 's.id', 'a.server_id')
    .where('a.server_id', 'in', visibleServers(db, orgId).select('s.id'))
    .$if(q.status === 'open', (b) => b.where('a.cleared_at', 'is', null))
    .$if(q.serverId !== undefined, (b) => b.where('a.server_id', '=', q.serverId!))
    .select([
      'a.id',
      'a.server_id',
      's.name as server_name',
      'a.kind',
      'a.threshold',
      'a.value',
      'a.raised_at',
      'a.cleared_at',
    ])
    .orderBy(sql`a.cleared_at IS NULL`, 'desc')
    .orderBy('a.raised_at', 'desc')
    .orderBy('a.id')
    .limit(q.limit)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    serverId: r.server_id,
    serverName: r.server_name,
    kind: r.kind,
    threshold: r.threshold,
    value: r.value,
    raisedAt: r.raised_at.toISOString(),
    clearedAt: r.cleared_at?.toISOString() ?? null,
  }))
}
