import { Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from '../../db/create-db.js'
import { latestServerFigures } from './sample-repository.js'

/**
 * BigBlueButton metrics under bigbluebutton-exporter's names, labelled by server, so existing Grafana
 * dashboards work. Gauges are read from the database at scrape time (every instance answers the same);
 * the latency histogram counts the polls this instance made.
 */
export const bbbRegistry = new Registry()

let source: Db | null = null
/** The database the gauges read at scrape time (set when the poller starts). */
export function useMetricsDatabase(db: Db | null) {
  source = db
}

interface Row {
  name: string
  online: boolean
  meetings: number
  participants: number
  listeners: number
  voice: number
  video: number
}

async function latestRows(): Promise<Row[]> {
  if (!source) return []
  return latestServerFigures(source).then((rows) =>
    rows.map((r) => ({ ...r, listeners: r.listeners ?? 0, voice: r.voice ?? 0 })),
  )
}

function gauge(name: string, help: string, value: (r: Row) => number) {
  return new Gauge({
    name,
    help,
    labelNames: ['server'],
    registers: [bbbRegistry],
    async collect() {
      this.reset()
      for (const r of await latestRows()) this.set({ server: r.name }, value(r))
    },
  })
}

gauge('bbb_api_up', '1 when the server answered its last poll (online), 0 otherwise', (r) => (r.online ? 1 : 0))
gauge('bbb_meetings', 'Meetings on the server', (r) => r.meetings)
gauge('bbb_meetings_participants', 'Participants in all meetings', (r) => r.participants)
gauge('bbb_meetings_listeners', 'Listen-only participants in all meetings', (r) => r.listeners)
gauge('bbb_meetings_voice_participants', 'Participants with voice in all meetings', (r) => r.voice)
gauge('bbb_meetings_video_participants', 'Video streams in all meetings', (r) => r.video)

export const apiLatency = new Histogram({
  name: 'bbb_api_latency',
  help: 'Latency of the getMeetings call, seconds',
  labelNames: ['server'],
  registers: [bbbRegistry],
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
})
