import { sql } from 'kysely'
import type { Db } from '../../db/create-db.js'
import '../../db/tables/bbb.js'
import type { Health, PollFigures } from './server-health.js'
import { recordMeetings, type MeetingSeen } from './meeting-record-repository.js'
import { evaluateAlerts } from './alert-repository.js'

export interface ClaimedServer {
  id: string
  name: string
  url: string
  secret_sealed: string
  algorithm: 'sha1' | 'sha256' | 'sha384' | 'sha512'
  online: boolean
  failures: number
  version: string | null
}

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

export interface PollOutcome {
  ok: boolean
  latencyMs: number | null
  version: string | null
  error: string | null
  figures: PollFigures | null
  /** Recordings the server is processing; null when it could not say. */
  recordingsProcessing?: number | null
  /** The meetings it listed (for the meeting records); null when the poll failed. */
  meetings?: MeetingSeen[] | null
}

export interface PollRecord {
  serverId: string
  health: Health
  outcome: PollOutcome
}

/** Stores one poll: the server's new health and figures, and a sample for the charts, together. */
export const recordPoll = (db: Db, serverId: string, health: Health, outcome: PollOutcome) =>
  recordPolls(db, [{ serverId, health, outcome }])

/**
 * Stores a batch of polls in a few set-based statements (one UPDATE over the servers, one multi-row INSERT of
 * samples, the meeting records' upsert, then the alerts judged on the new figures) in one transaction, instead of
 * a transaction per server: a cycle over 100 servers makes a handful of round trips.
 */
export async function recordPolls(db: Db, records: PollRecord[]) {
  if (!records.length) return
  const rows = JSON.stringify(
    records.map(({ serverId, health, outcome: o }) => ({
      id: serverId,
      online: health.online,
      failures: health.failures,
      ok: o.ok,
      latency_ms: o.latencyMs,
      version: o.version,
      error: o.error,
      has_figures: o.figures !== null,
      recordings_processing: o.recordingsProcessing ?? null,
      ...(o.figures ?? { meetings: 0, participants: 0, listeners: 0, voice: 0, video: 0, largest: 0, load: 0 }),
    })),
  )
  const columns = sql`v(id uuid, online boolean, failures int, ok boolean, latency_ms int, version text, error text, has_figures boolean,
    meetings int, participants int, listeners int, voice int, video int, largest int, load int, recordings_processing int)`
  await db.transaction().execute(async (trx) => {
    // Figures of a failed poll are unknown: the last known ones stay, with their age (polled_at of the last success).
    await sql`
      UPDATE bbb_servers s SET online = v.online, failures = v.failures, polled_at = now(), latency_ms = v.latency_ms,
        last_error = v.error, updated_at = now(), version = coalesce(v.version, s.version),
        meetings = CASE WHEN v.has_figures THEN v.meetings ELSE s.meetings END,
        participants = CASE WHEN v.has_figures THEN v.participants ELSE s.participants END,
        video = CASE WHEN v.has_figures THEN v.video ELSE s.video END,
        load = CASE WHEN v.has_figures THEN v.load ELSE s.load END
      FROM jsonb_to_recordset(${rows}::jsonb) AS ${columns}
      WHERE s.id = v.id`.execute(trx)
    await sql`
      INSERT INTO bbb_samples (server_id, online, ok, latency_ms, version, error, meetings, participants, listeners, voice, video, largest, load, recordings_processing)
      SELECT v.id, v.online, v.ok, v.latency_ms, v.version, v.error, v.meetings, v.participants, v.listeners, v.voice, v.video, v.largest, v.load, v.recordings_processing
      FROM jsonb_to_recordset(${rows}::jsonb) AS ${columns}`.execute(trx)
    await recordMeetings(
      trx,
      records.map((r) => ({ serverId: r.serverId, meetings: r.outcome.ok ? (r.outcome.meetings ?? null) : null })),
    )
    await evaluateAlerts(
      trx,
      records.map((r) => r.serverId),
    )
  })
}

export async function pruneSamples(db: Db, days: number): Promise<number> {
  const res = await db
    .deleteFrom('bbb_samples')
    .where('taken_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst()
  return Number(res.numDeletedRows)
}

/** Meetings ended and alerts cleared more than `days` ago go with the samples of that age (the same setting). */
export async function pruneHistory(db: Db, days: number): Promise<number> {
  const before = sql<Date>`now() - make_interval(days => ${days})`
  const meetings = await db.deleteFrom('bbb_meeting_records').where('ended_at', '<', before).executeTakeFirst()
  const alerts = await db.deleteFrom('bbb_alerts').where('cleared_at', '<', before).executeTakeFirst()
  return Number(meetings.numDeletedRows) + Number(alerts.numDeletedRows)
}
