import { sql } from 'kysely'
import type { Db } from '../../db/create-db.js'

const PERIOD = {
  '1h': { hours: 1, bucket: 60 },
  '24h': { hours: 24, bucket: 15 * 60 },
  '7d': { hours: 168, bucket: 2 * 3600 },
  '30d': { hours: 720, bucket: 8 * 3600 },
} as const
export type Period = keyof typeof PERIOD

/**
 * Samples folded into at most ~100 buckets per period: the largest figures and the mean latency of each.
 * Recordings processing is null in a bucket where the server never said (older samples, a failed ask).
 */
export async function sampleSeries(db: Db, serverId: string, period: Period) {
  const { hours, bucket } = PERIOD[period]
  const { rows } = await sql<{
    at: Date
    participants: number
    meetings: number
    voice: number
    video: number
    listeners: number
    recordings_processing: number | null
    latency_ms: number | null
    online: boolean
  }>`
    SELECT to_timestamp(floor(extract(epoch FROM taken_at) / ${bucket}) * ${bucket}) AS at,
           max(participants)::int AS participants, max(meetings)::int AS meetings,
           max(voice)::int AS voice, max(video)::int AS video, max(listeners)::int AS listeners,
           max(recordings_processing)::int AS recordings_processing,
           round(avg(latency_ms))::int AS latency_ms, bool_and(online) AS online
    FROM bbb_samples WHERE server_id = ${serverId} AND taken_at > now() - make_interval(hours => ${hours})
    GROUP BY 1 ORDER BY 1`.execute(db)
  return rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    participants: r.participants,
    meetings: r.meetings,
    voice: r.voice,
    video: r.video,
    listeners: r.listeners,
    recordingsProcessing: r.recordings_processing,
    latencyMs: r.latency_ms,
    online: r.online,
  }))
}

export async function recentFailures(db: Db, serverId: string, limit = 50) {
  const rows = await db
    .selectFrom('bbb_samples')
    .select(['taken_at', 'error', 'online'])
    .where('server_id', '=', serverId)
    .where('ok', '=', false)
    .orderBy('taken_at', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ at: r.taken_at.toISOString(), error: r.error ?? 'unknown error', online: r.online }))
}

/** Each server not disabled: its figures from its row, with listeners, voice and recordings processing from its latest sample. */
export const latestServerFigures = (db: Db) =>
  db
    .selectFrom('bbb_servers as s')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('bbb_samples')
          .select(['listeners', 'voice', 'recordings_processing'])
          .whereRef('server_id', '=', 's.id')
          .orderBy('taken_at', 'desc')
          .limit(1)
          .as('l'),
      (j) => j.onTrue(),
    )
    .select([
      's.name',
      's.online',
      's.meetings',
      's.participants',
      's.video',
      'l.listeners',
      'l.voice',
      'l.recordings_processing',
    ])
    .where('s.state', '<>', 'disabled')
    .execute()
