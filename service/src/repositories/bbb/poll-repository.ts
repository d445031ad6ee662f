import { sql } from 'kysely'
import type { Db } from '../../db/create-db.js'
import '../../db/schema-bbb.js'
import type { Health, PollFigures } from '../../domain/bbb/server-health.js'

export interface ClaimedServer { id: string; name: string; url: string; secret_sealed: string; algorithm: 'sha1' | 'sha256' | 'sha384' | 'sha512'; online: boolean; failures: number; version: string | null }

/**
 * Takes the servers due for a poll and moves their next poll one interval ahead, in one statement. SKIP LOCKED
 * means two instances claiming at once take different servers; the moved `next_poll_at` means a server polled
 * by one instance is not due for the other until the next interval. Half an interval of slack: a cycle job
 * starts a little before or after its slot begins (worker fetch delay), and one cycle runs per interval anyway.
 */
export async function claimDueServers(db: Db, intervalSeconds: number, limit = 500): Promise<ClaimedServer[]> {
  const { rows } = await sql<ClaimedServer>`
    UPDATE bbb_servers SET next_poll_at = now() + make_interval(secs => ${intervalSeconds})
    WHERE id IN (
      SELECT id FROM bbb_servers WHERE state <> 'disabled' AND next_poll_at <= now() + make_interval(secs => ${intervalSeconds / 2})
      ORDER BY next_poll_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, name, url, secret_sealed, algorithm, online, failures, version`.execute(db)
  return rows
}

export interface PollOutcome { ok: boolean; latencyMs: number | null; version: string | null; error: string | null; figures: PollFigures | null }

/** Stores one poll: the server's new health and figures, and a sample for the charts, together. */
export async function recordPoll(db: Db, serverId: string, health: Health, outcome: PollOutcome) {
  const f = outcome.figures
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('bbb_servers').set({
      online: health.online,
      failures: health.failures,
      polled_at: new Date(),
      latency_ms: outcome.latencyMs,
      last_error: outcome.error,
      updated_at: new Date(),
      // Figures of a failed poll are unknown: the last known ones stay, with their age (polled_at of the last success).
      ...(f ? { meetings: f.meetings, participants: f.participants, video: f.video, load: f.load } : {}),
      ...(outcome.version ? { version: outcome.version } : {}),
    }).where('id', '=', serverId).execute()
    await trx.insertInto('bbb_samples').values({
      server_id: serverId, online: health.online, ok: outcome.ok, latency_ms: outcome.latencyMs, version: outcome.version, error: outcome.error,
      meetings: f?.meetings ?? 0, participants: f?.participants ?? 0, listeners: f?.listeners ?? 0, voice: f?.voice ?? 0,
      video: f?.video ?? 0, largest: f?.largest ?? 0, load: f?.load ?? 0,
    }).execute()
  })
}

export async function pruneSamples(db: Db, days: number): Promise<number> {
  const res = await db.deleteFrom('bbb_samples').where('taken_at', '<', sql<Date>`now() - make_interval(days => ${days})`).executeTakeFirst()
  return Number(res.numDeletedRows)
}
