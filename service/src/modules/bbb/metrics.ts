import { Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from '../../db/create-db.js'
import { latestServerFigures } from './sample-repository.js'

/**
 * BigBlueButton metrics under bigbluebutton-exporter's names, labelled by server, so existing Grafana dashboards
 * work. The gauges are read from the database at scrape time, so they are the same on every instance: they are
 * registered on the database-wide registry that only the metrics leader serves (`registerBbbGauges`). The latency
 * histogram counts the polls this instance made (`bbbRegistry`, served by every instance).
 */
export const bbbRegistry = new Registry()

interface Row {
  name: string
  online: boolean
  meetings: number
  participants: number
  listeners: number
  voice: number
  video: number
  recordingsProcessing: number
}

async function latestRows(db: Db): Promise<Row[]> {
  return latestServerFigures(db).then((rows) =>
    rows.map(({ recordings_processing, ...r }) => ({
      ...r,
      listeners: r.listeners ?? 0,
      voice: r.voice ?? 0,
      recordingsProcessing: recordings_processing ?? 0,
    })),
  )
}

/** The BigBlueButton gauges on `registry`, read from `db` at each scrape (one query for all seven). */
export function registerBbbGauges(registry: Registry, db: Db): void {
  let rows: Promise<Row[]> | null = null
  // The seven gauges collect in turn during one scrape: one query serves them all.
  const latest = () => {
    rows ??= latestRows(db).finally(() => setTimeout(() => (rows = null), 0))
    return rows
  }
  const gauge = (name: string, help: string, value: (r: Row) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['server'],
      registers: [registry],
      async collect() {
        this.reset()
        for (const r of await latest()) this.set({ server: r.name }, value(r))
      },
    })
  gauge('bbb_api_up', '1 when the server answered its last poll (online), 0 otherwise', (r) => (r.online ? 1 : 0))
  gauge('bbb_meetings', 'Meetings on the server', (r) => r.meetings)
  gauge('bbb_meetings_participants', 'Participants in all meetings', (r) => r.participants)
  gauge('bbb_meetings_listeners', 'Listen-only participants in all meetings', (r) => r.listeners)
  gauge('bbb_meetings_voice_participants', 'Participants with voice in all meetings', (r) => r.voice)
  gauge('bbb_meetings_video_participants', 'Video streams in all meetings', (r) => r.video)
  gauge('bbb_recordings_processing', 'Recordings the server is processing', (r) => r.recordingsProcessing)
}

export const apiLatency = new Histogram({
  name: 'bbb_api_latency',
  help: 'Latency of the getMeetings call, seconds',
  labelNames: ['server'],
  registers: [bbbRegistry],
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
})
