import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/create-db.js'
import { findConference } from './conference-repository.js'
import { findServer } from './server-repository.js'
import { meetingRow, meetingStatus } from './meeting-status-repository.js'
import { lockConferenceRecording, saveConferenceRecording } from './recording-repository.js'
import { setMeetingStatus, saveTranscript, parseTranscript } from '../meetings/index.js'
import type { SecretBox } from '../../lib/secret-box.js'
import { type AnalysisQueue, requestAnalysis, type ReportKind } from '../analysis/index.js'
import { bbbClient } from './client.js'
import { verifyHs256 } from './jwt-hs256.js'
import { secretContext } from './poll-cycle.js'
import { httpUrlOrNull } from '../../lib/http-url.js'

export class RecordingUnauthorized extends Error {}
export class RecordingGone extends Error {}

export interface ImportDeps {
  db: Db
  secretBox: SecretBox
  queue: AnalysisQueue | null
  log: FastifyBaseLogger
}

/** The claimed meeting id, read before verifying: it names the server whose secret checks the signature. */
function claimedMeetingId(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      meeting_id?: unknown
    }
    return typeof payload.meeting_id === 'string' ? payload.meeting_id : null
  } catch {
    return null
  }
}

/**
 * The recording-ready callback's work: verify, fetch the playback formats and captions from the server, then
 * store them in one transaction. A replay (the same record id) finds the work done and changes nothing; a
 * failure midway leaves nothing written, and the server's retry starts over.
 */
export async function importRecording(deps: ImportDeps, token: string): Promise<string> {
  const meetingId = claimedMeetingId(token)
  if (!meetingId || !/^[0-9a-f-]{36}$/i.test(meetingId))
    throw new RecordingUnauthorized('The signed parameters cannot be read')
  const conf = await findConference(deps.db, meetingId, null)
  if (!conf) throw new RecordingGone('No such meeting')
  const server = await findServer(deps.db, conf.server_id, null)
  if (!server) throw new RecordingGone('The server is gone')
  const secret = deps.secretBox.open(server.secret_sealed, secretContext(server.id))
  const payload = verifyHs256(token, secret)
  if (!payload || payload.meeting_id !== meetingId || typeof payload.record_id !== 'string')
    throw new RecordingUnauthorized('Bad signature')
  const recordId = payload.record_id
  if (conf.record_id === recordId) return 'Already imported'

  const client = bbbClient({ url: server.url, secret, algorithm: server.algorithm })
  const [recording] = await client.getRecordings({ recordID: recordId })
  const playback = playbackOn(server.url, recording?.formats ?? [])
  const segments = await captionsOf(client, server.url, recordId)

  const imported = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockConferenceRecording(trx, meetingId)
    if (!locked || locked.record_id === recordId) return false
    await saveConferenceRecording(trx, meetingId, recordId, playback)
    if (segments)
      await saveTranscript(trx, { meetingId, orgId: conf.org_id, format: 'vtt', segments, uploadedBy: null })
    const status = await meetingStatus(trx, meetingId)
    if (status === 'scheduled' || status === 'live') await setMeetingStatus(trx, meetingId, 'ended')
    return true
  })
  if (!imported) return 'Already imported'
  if (segments) await analyse(deps, meetingId, conf.created_by)
  return segments ? 'Recording and transcript imported' : 'Recording imported'
}

/**
 * The playback links worth keeping: http(s) URLs on the server's own host (a server answering `javascript:` or
 * `data:` URLs, or links elsewhere, gets them dropped before they are stored or shown).
 */
export function playbackOn(serverUrl: string, formats: { type: string; url: string; length: number }[]) {
  return formats.flatMap((f) => {
    const url = httpUrlOrNull(f.url, serverUrl)
    return url ? [{ type: String(f.type), url, length: Number.isFinite(f.length) ? f.length : 0 }] : []
  })
}

/** The first caption track as transcript segments; only fetched from the server's own host. */
async function captionsOf(client: ReturnType<typeof bbbClient>, serverUrl: string, recordId: string) {
  const tracks = await client.getRecordingTextTracks(recordId)
  const track = tracks.find((t) => t.kind === 'captions' || t.kind === 'subtitles')
  const href = track && httpUrlOrNull(new URL(track.href, serverUrl).toString(), serverUrl)
  if (!href) return null
  const res = await client.httpGetText(href)
  if (res.status !== 200) throw new Error(`Captions answered HTTP ${res.status}`)
  const segments = parseTranscript(res.body, 'vtt')
  return segments.length ? segments : null
}

/** Like an uploaded transcript: the meeting's requested report kinds are analysed (builtin engine). */
async function analyse(deps: ImportDeps, meetingId: string, createdBy: string | null) {
  const meeting = await meetingRow(deps.db, meetingId)
  if (!meeting || !deps.queue || !createdBy || meeting.requested_kinds.length === 0) return
  try {
    await requestAnalysis(deps.db, deps.queue, {
      meeting,
      kinds: meeting.requested_kinds as ReportKind[],
      engine: 'builtin',
      createdBy,
    })
  } catch (err) {
    deps.log.warn({ err, meetingId }, 'analysis of the imported transcript was not requested')
  }
}
