import { signedQuery } from './checksum.js'
import { BbbError } from './bbb-errors.js'
import { DEFAULT_TIMEOUTS, httpGet, type HttpTimeouts } from './http-get.js'
import { toMeeting, toRecording } from './parse-shapes.js'
import type { BbbEndpoint, BbbMeeting, BbbRecording, BbbTextTrack } from './types.js'
import { listOf, parseBbbResponse, text, type XmlNode } from './xml.js'

type Params = Record<string, string | number | boolean | undefined>

/** `https://host`, `https://host/bigbluebutton` and `…/bigbluebutton/api/` all name the same API root. */
export function apiRoot(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '')
  if (trimmed.endsWith('/bigbluebutton/api')) return trimmed
  if (trimmed.endsWith('/bigbluebutton')) return `${trimmed}/api`
  return `${trimmed}/bigbluebutton/api`
}

export interface CreateParams {
  meetingID: string
  name: string
  record?: boolean
  duration?: number
  welcome?: string
  logoutURL?: string
  endCallbackUrl?: string
  recordingReadyUrl?: string
  meta?: Record<string, string>
}

/** Calls one BigBlueButton server, every call signed over the exact query it sends. */
export function bbbClient(endpoint: BbbEndpoint, timeouts: HttpTimeouts = DEFAULT_TIMEOUTS) {
  const root = apiRoot(endpoint.url)
  const urlOf = (call: string, params: Params = {}) =>
    `${root}/${call}?${signedQuery(call, params, endpoint.secret, endpoint.algorithm)}`
  const call = async (name: string, params: Params = {}, shape: 'full' | 'summary' = 'full'): Promise<XmlNode> => {
    const res = await httpGet(urlOf(name, params), timeouts)
    // BigBlueButton answers 200 even for errors; another status means something else (a proxy) answered.
    if (res.status >= 400 && !res.body.trimStart().startsWith('<'))
      throw new BbbError('http', `The server answered HTTP ${res.status}`)
    return parseBbbResponse(res.body, shape)
  }

  return {
    root,
    /** The unsigned API root: versions only, no secret needed. */
    async version(): Promise<{ apiVersion: string; bbbVersion: string }> {
      const res = await httpGet(`${root}`, timeouts)
      const r = parseBbbResponse(res.body)
      return { apiVersion: text(r, 'version'), bbbVersion: text(r, 'bbbVersion') }
    },
    /** `attendees: false` (the poller) leaves attendee lists and metadata unparsed: the meetings' counts only. */
    async getMeetings({ attendees = true }: { attendees?: boolean } = {}): Promise<BbbMeeting[]> {
      const r = await call('getMeetings', {}, attendees ? 'full' : 'summary')
      return listOf(r.meetings, 'meeting').map(toMeeting)
    },
    async getMeetingInfo(meetingID: string): Promise<BbbMeeting> {
      return toMeeting(await call('getMeetingInfo', { meetingID }))
    },
    async isMeetingRunning(meetingID: string): Promise<boolean> {
      return text(await call('isMeetingRunning', { meetingID }), 'running') === 'true'
    },
    /** Idempotent: a second create for the same id answers SUCCESS with duplicateWarning. */
    async create(p: CreateParams): Promise<{ internalMeetingId: string; createTime: number; duplicate: boolean }> {
      const meta = Object.fromEntries(Object.entries(p.meta ?? {}).map(([k, v]) => [`meta_${k}`, v]))
      const r = await call('create', {
        name: p.name,
        meetingID: p.meetingID,
        record: p.record ?? false,
        autoStartRecording: p.record ?? false,
        allowStartStopRecording: true,
        duration: p.duration,
        welcome: p.welcome,
        logoutURL: p.logoutURL,
        ...meta,
        meta_endCallbackUrl: p.endCallbackUrl,
        'meta_bbb-recording-ready-url': p.recordingReadyUrl,
      })
      return {
        internalMeetingId: text(r, 'internalMeetingID'),
        createTime: Number(text(r, 'createTime')) || 0,
        duplicate: text(r, 'messageKey') === 'duplicateWarning',
      }
    },
    /** Asynchronous on the server: check again with isMeetingRunning. */
    async end(meetingID: string): Promise<void> {
      await call('end', { meetingID })
    },
    /** The signed join URL; the browser is redirected to it, the service never calls it. */
    joinUrl(p: {
      meetingID: string
      fullName: string
      role: 'MODERATOR' | 'VIEWER'
      userID?: string
      createTime?: number
    }): string {
      return urlOf('join', {
        fullName: p.fullName,
        meetingID: p.meetingID,
        role: p.role,
        userID: p.userID,
        createTime: p.createTime,
        redirect: true,
      })
    },
    async getRecordings(params: { meetingID?: string; recordID?: string; state?: string }): Promise<BbbRecording[]> {
      const r = await call('getRecordings', params)
      return listOf(r.recordings, 'recording').map(toRecording)
    },
    /** Answers JSON, unlike every other call. */
    async getRecordingTextTracks(recordID: string): Promise<BbbTextTrack[]> {
      const res = await httpGet(urlOf('getRecordingTextTracks', { recordID }), timeouts)
      let body: { response?: { returncode?: string; messageKey?: string; message?: string; tracks?: BbbTextTrack[] } }
      try {
        body = JSON.parse(res.body)
      } catch (err) {
        throw new BbbError('parse', 'Text tracks answer is not JSON', undefined, { cause: err })
      }
      const r = body.response
      if (r?.returncode !== 'SUCCESS') {
        if (r?.messageKey === 'noRecordings') return []
        throw new BbbError(
          r?.messageKey === 'checksumError' ? 'checksum' : 'failed',
          r?.message ?? 'Text tracks failed',
          r?.messageKey,
        )
      }
      return r.tracks ?? []
    },
    httpGetText: (url: string) => httpGet(url, timeouts),
  }
}

export type BbbClient = ReturnType<typeof bbbClient>
