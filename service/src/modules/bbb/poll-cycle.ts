import type { Db } from '../../db/create-db.js'
import {
  claimDueServers,
  recordPolls,
  type ClaimedServer,
  type PollOutcome,
  type PollRecord,
} from './poll-repository.js'
import type { SecretBox } from '../../lib/secret-box.js'
import { bbbClient } from './client.js'
import { describeBbbError } from './bbb-errors.js'
import { checkBbbUrl } from './url-guard.js'
import type { HttpTimeouts } from './http-get.js'
import { apiLatency } from './metrics.js'
import { nextHealth, pollFigures } from './server-health.js'
import type { BbbMeeting } from './types.js'
import type { MeetingSeen } from './meeting-record-repository.js'

/** What the meeting records keep of one meeting in a poll. */
const meetingSeen = (m: BbbMeeting): MeetingSeen => ({
  internalMeetingId: m.internalMeetingId || m.meetingId,
  meetingId: m.meetingId,
  name: m.meetingName,
  startTime: m.startTime || m.createTime,
  participants: m.participantCount,
  voice: m.voiceParticipantCount,
  video: m.videoCount,
})

export interface PollDeps {
  db: Db
  secretBox: SecretBox
  intervalSeconds: number
  /** Servers on private or loopback addresses may be polled (an installation that allows them). */
  allowPrivate?: boolean
  timeouts?: HttpTimeouts
  concurrency?: number
  now?: () => number
}

/** The secret is sealed with the server's id as context: a sealed value copied to another row does not open. */
export const secretContext = (serverId: string) => `bbb-server:${serverId}`

/**
 * Asks one server for its version and meetings; never throws (a failure is an outcome). Its address is checked
 * first, every time: a name that did not resolve at registration, or that now points inside, is an offline server.
 */
export async function pollServer(
  server: Pick<ClaimedServer, 'id' | 'name' | 'url' | 'secret_sealed' | 'algorithm'> & { version?: string | null },
  secretBox: SecretBox,
  timeouts?: HttpTimeouts,
  now: () => number = Date.now,
  allowPrivate = false,
): Promise<PollOutcome> {
  const started = performance.now()
  let latencyMs = 0
  try {
    await checkBbbUrl(server.url, allowPrivate)
    const client = bbbClient(
      {
        url: server.url,
        secret: secretBox.open(server.secret_sealed, secretContext(server.id)),
        algorithm: server.algorithm,
      },
      timeouts,
    )
    // The version rarely changes: asked when unknown (and by every connection test), not on every poll.
    const known = server.version ?? null
    // Recordings still processing (bigbluebutton-exporter's bbb_recordings_processing): asked alongside, and a
    // failure there leaves the figure unknown rather than failing the poll. Latency is getMeetings' own.
    const [meetings, version, processing] = await Promise.all([
      client.getMeetings({ attendees: false }).then((list) => {
        latencyMs = Math.round(performance.now() - started)
        return list
      }),
      known ? null : client.version().catch(() => null),
      client.getRecordings({ state: 'processing' }).then(
        (list) => list.length,
        () => null,
      ),
    ])
    apiLatency.observe({ server: server.name }, latencyMs / 1000)
    return {
      ok: true,
      latencyMs,
      version: known ?? (version?.bbbVersion || version?.apiVersion || null),
      error: null,
      figures: pollFigures(meetings, now()),
      recordingsProcessing: processing,
      meetings: meetings.map(meetingSeen),
    }
  } catch (err) {
    return {
      ok: false,
      latencyMs: null,
      version: null,
      error: describeBbbError(err),
      figures: null,
      recordingsProcessing: null,
      meetings: null,
    }
  }
}

/** Runs `work` over `items` with at most `limit` at once. */
async function bounded<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++])
    }),
  )
}

/** Results are written in batches of this many (two statements per batch), while the next servers are asked. */
const WRITE_BATCH = 25

/**
 * One cycle: claim the servers that are due, poll them (bounded concurrency; meeting figures only, attendees
 * not parsed), and store health and samples in batches. One write runs at a time, in completion order.
 */
export async function pollDueServers(deps: PollDeps): Promise<number> {
  const servers = await claimDueServers(deps.db, deps.intervalSeconds)
  let pending: PollRecord[] = []
  let writing: Promise<void> = Promise.resolve()
  const flush = () => {
    const batch = pending
    pending = []
    writing = writing.then(() => recordPolls(deps.db, batch))
    return writing
  }
  await bounded(servers, deps.concurrency ?? 16, async (server) => {
    const outcome = await pollServer(server, deps.secretBox, deps.timeouts, deps.now, deps.allowPrivate)
    pending.push({ serverId: server.id, health: nextHealth(server, outcome.ok), outcome })
    if (pending.length >= WRITE_BATCH) await flush()
  })
  await flush()
  return servers.length
}
