import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { algorithmOfChecksum, bbbChecksum } from '../../src/modules/bbb/checksum.js'
import { signHs256 } from '../../src/modules/bbb/jwt-hs256.js'

/**
 * A BigBlueButton server on loopback that speaks the real API: it checks every checksum (any supported
 * algorithm, chosen by length), keeps meetings in memory, answers in BigBlueButton's XML (and JSON for text
 * tracks), can be told to fail or hang, and fires the end and recording-ready callbacks. Tests and the e2e run
 * both use it.
 */
export interface FakeAttendee {
  userID: string
  fullName: string
  role: 'MODERATOR' | 'VIEWER'
  hasVideo?: boolean
  hasJoinedVoice?: boolean
  isListeningOnly?: boolean
}
export interface FakeMeeting {
  meetingID: string
  internalMeetingID: string
  name: string
  createTime: number
  record: boolean
  isBreakout: boolean
  running: boolean
  attendees: FakeAttendee[]
  metadata: Record<string, string>
  extraParticipants: number
}
export interface FakeRecording {
  recordID: string
  meetingID: string
  name: string
  startTime: number
  endTime: number
  metadata: Record<string, string>
  captions?: { lang: string; label: string; vtt: string }
  /** Playback formats to answer instead of the usual presentation and video links (URLs as given, unescaped). */
  formats?: { type: string; url: string }[]
  /** BigBlueButton's recording state; published when not given. */
  state?: 'processing' | 'processed' | 'published' | 'unpublished' | 'deleted'
}

export interface FakeBbb {
  url: string
  secret: string
  meetings: Map<string, FakeMeeting>
  recordings: FakeRecording[]
  calls: string[]
  /** 'ok' answers; 'fail' answers HTTP 500; 'hang' never answers. */
  mode: 'ok' | 'fail' | 'hang'
  bbbVersion: string
  addMeeting(m: Partial<FakeMeeting> & { meetingID: string }): FakeMeeting
  fireRecordingReady(
    meetingID: string,
    captions?: string,
    formats?: FakeRecording['formats'],
  ): Promise<{ status: number; body: string }>
  close(): Promise<void>
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const xml = (body: string) => `<response><returncode>SUCCESS</returncode>${body}</response>`
const failed = (key: string, message: string) =>
  `<response><returncode>FAILED</returncode><messageKey>${key}</messageKey><message>${esc(message)}</message></response>`
const metaXml = (m: Record<string, string>) =>
  Object.keys(m).length
    ? `<metadata>${Object.entries(m)
        .map(([k, v]) => `<${k}>${esc(v)}</${k}>`)
        .join('')}</metadata>`
    : '<metadata/>'

function meetingXml(m: FakeMeeting, withAttendees = true): string {
  const video = m.attendees.filter((a) => a.hasVideo).length
  const voice = m.attendees.filter((a) => a.hasJoinedVoice).length
  const listeners = m.attendees.filter((a) => a.isListeningOnly).length
  const moderators = m.attendees.filter((a) => a.role === 'MODERATOR').length
  const attendees = m.attendees.length
    ? `<attendees>${m.attendees.map((a) => `<attendee><userID>${esc(a.userID)}</userID><fullName>${esc(a.fullName)}</fullName><role>${a.role}</role><isPresenter>false</isPresenter><isListeningOnly>${Boolean(a.isListeningOnly)}</isListeningOnly><hasJoinedVoice>${Boolean(a.hasJoinedVoice)}</hasJoinedVoice><hasVideo>${Boolean(a.hasVideo)}</hasVideo><clientType>HTML5</clientType></attendee>`).join('')}</attendees>`
    : '<attendees />'
  return `<meetingName>${esc(m.name)}</meetingName><meetingID>${esc(m.meetingID)}</meetingID><internalMeetingID>${m.internalMeetingID}</internalMeetingID><createTime>${m.createTime}</createTime><createDate>${new Date(m.createTime).toUTCString()}</createDate><voiceBridge>70000</voiceBridge><dialNumber>613-555-1234</dialNumber><running>${m.running}</running><duration>0</duration><hasUserJoined>${m.attendees.length > 0}</hasUserJoined><recording>${m.record}</recording><hasBeenForciblyEnded>false</hasBeenForciblyEnded><startTime>${m.createTime}</startTime><endTime>0</endTime><participantCount>${m.attendees.length + m.extraParticipants}</participantCount><listenerCount>${listeners}</listenerCount><voiceParticipantCount>${voice}</voiceParticipantCount><videoCount>${video}</videoCount><maxUsers>0</maxUsers><moderatorCount>${moderators}</moderatorCount>${withAttendees ? attendees : ''}${metaXml(m.metadata)}<isBreakout>${m.isBreakout}</isBreakout>`
}

/** The query without its checksum parameter, exactly as BigBlueButton strips it before hashing. */
function splitChecksum(query: string): { rest: string; checksum: string | null } {
  const parts = query.split('&')
  const at = parts.findIndex((p) => p.startsWith('checksum='))
  if (at < 0) return { rest: query, checksum: null }
  const checksum = parts[at].slice('checksum='.length)
  parts.splice(at, 1)
  return { rest: parts.join('&'), checksum }
}

export async function startFakeBbb(options: { secret?: string; port?: number; host?: string } = {}): Promise<FakeBbb> {
  const secret = options.secret ?? '639259d4-9dd8-4b25-bf01-95f9567eaf4b'
  const meetings = new Map<string, FakeMeeting>()
  const recordings: FakeRecording[] = []
  const hanging = new Set<http.ServerResponse>()
  const fake = {
    secret,
    meetings,
    recordings,
    calls: [] as string[],
    mode: 'ok' as FakeBbb['mode'],
    bbbVersion: '3.0.4',
  }

  const addMeeting = (m: Partial<FakeMeeting> & { meetingID: string }): FakeMeeting => {
    const meeting: FakeMeeting = {
      internalMeetingID: randomUUID().replace(/-/g, ''),
      name: m.meetingID,
      createTime: Date.now(),
      record: false,
      isBreakout: false,
      running: true,
      attendees: [],
      metadata: {},
      extraParticipants: 0,
      ...m,
    }
    meetings.set(meeting.meetingID, meeting)
    return meeting
  }

  const server = http.createServer((req, res) => {
    const raw = req.url ?? '/'
    const [pathname, query = ''] = raw.split('?', 2)
    if (fake.mode === 'hang') {
      hanging.add(res)
      return
    }
    if (fake.mode === 'fail') {
      res.writeHead(500).end('Internal Server Error')
      return
    }
    const send = (body: string, type = 'text/xml') => res.writeHead(200, { 'content-type': type }).end(body)
    const caption = /^\/captions\/([^/]+)\/([^/]+)\.vtt$/.exec(pathname)
    if (caption) {
      const rec = recordings.find((r) => r.recordID === caption[1])
      if (!rec?.captions) {
        res.writeHead(404).end()
        return
      }
      return send(rec.captions.vtt, 'text/vtt')
    }
    if (pathname.startsWith('/client/'))
      return send(
        `<!doctype html><title>BigBlueButton</title><h1>Fake BigBlueButton client</h1><p id="who">${esc(new URLSearchParams(query).get('name') ?? '')}</p>`,
        'text/html',
      )
    const call = /^\/bigbluebutton\/api\/?([A-Za-z]*)$/.exec(pathname)?.[1]
    if (call === undefined) {
      res.writeHead(404).end()
      return
    }
    if (call === '')
      return send(xml(`<version>2.0</version><apiVersion>2.0</apiVersion><bbbVersion>${fake.bbbVersion}</bbbVersion>`))
    fake.calls.push(call)
    const { rest, checksum } = splitChecksum(query)
    const algorithm = checksum ? algorithmOfChecksum(checksum) : undefined
    const textTracks = call === 'getRecordingTextTracks'
    const reject = (key: string, message: string) =>
      textTracks
        ? send(JSON.stringify({ response: { returncode: 'FAILED', messageKey: key, message } }), 'application/json')
        : send(failed(key, message))
    if (!checksum || !algorithm || bbbChecksum(call, rest, secret, algorithm) !== checksum.toLowerCase()) {
      return reject('checksumError', 'You did not pass the checksum security check')
    }
    const p = new URLSearchParams(rest)
    const id = p.get('meetingID') ?? ''
    switch (call) {
      case 'create': {
        if (id.length < 2) return reject('missingParamMeetingID', 'You must specify a meeting ID')
        const existing = meetings.get(id)
        const metadata: Record<string, string> = {}
        for (const [k, v] of p) if (k.startsWith('meta_')) metadata[k.slice(5).toLowerCase()] = v
        const m =
          existing ??
          addMeeting({
            meetingID: id,
            name: p.get('name') ?? id,
            record: p.get('record') === 'true',
            metadata,
            running: false,
          })
        return send(
          xml(
            `<meetingID>${esc(m.meetingID)}</meetingID><internalMeetingID>${m.internalMeetingID}</internalMeetingID><parentMeetingID>bbb-none</parentMeetingID><attendeePW>ap</attendeePW><moderatorPW>mp</moderatorPW><createTime>${m.createTime}</createTime><voiceBridge>70000</voiceBridge><dialNumber>613-555-1234</dialNumber><createDate>${new Date(m.createTime).toUTCString()}</createDate><hasUserJoined>false</hasUserJoined><duration>0</duration><hasBeenForciblyEnded>false</hasBeenForciblyEnded>${existing ? '<messageKey>duplicateWarning</messageKey><message>This conference was already in existence and may currently be in progress.</message>' : '<messageKey></messageKey><message></message>'}`,
          ),
        )
      }
      case 'join': {
        const m = meetings.get(id)
        if (!m)
          return reject(
            'invalidMeetingIdentifier',
            'The meeting ID that you supplied did not match any existing meetings',
          )
        const createTime = p.get('createTime')
        if (createTime && Number(createTime) !== m.createTime)
          return reject(
            'mismatchCreateTimeParam',
            'The createTime parameter submitted mismatches with the current meeting.',
          )
        const role = p.get('role') === 'MODERATOR' ? 'MODERATOR' : 'VIEWER'
        const name = p.get('fullName') ?? 'Guest'
        m.running = true
        m.attendees.push({ userID: p.get('userID') ?? randomUUID(), fullName: name, role, hasJoinedVoice: true })
        res.writeHead(302, { location: `/client/join?name=${encodeURIComponent(name)}&role=${role}` }).end()
        return
      }
      case 'end': {
        const m = meetings.get(id)
        if (!m)
          return reject(
            'notFound',
            'We could not find a meeting with that meeting ID - perhaps the meeting is not yet running?',
          )
        meetings.delete(id)
        const callback = m.metadata.endcallbackurl
        if (callback)
          setTimeout(() => {
            http
              .get(`${callback}${callback.includes('?') ? '&' : '?'}recordingmarks=false`, (r) => r.resume())
              .on('error', () => {})
          }, 50)
        return send(
          xml(
            '<messageKey>sentEndMeetingRequest</messageKey><message>A request to end the meeting was sent.</message>',
          ),
        )
      }
      case 'isMeetingRunning':
        return send(xml(`<running>${Boolean(meetings.get(id)?.running)}</running>`))
      case 'getMeetings': {
        const all = [...meetings.values()]
        if (!all.length)
          return send(
            xml(
              '<meetings/><messageKey>noMeetings</messageKey><message>no meetings were found on this server</message>',
            ),
          )
        return send(xml(`<meetings>${all.map((m) => `<meeting>${meetingXml(m)}</meeting>`).join('')}</meetings>`))
      }
      case 'getMeetingInfo': {
        const m = meetings.get(id)
        if (!m) return reject('notFound', 'We could not find a meeting with that meeting ID')
        return send(xml(meetingXml(m)))
      }
      case 'getRecordings': {
        const ids = (p.get('meetingID') ?? '').split(',').filter(Boolean)
        const recIds = (p.get('recordID') ?? '').split(',').filter(Boolean)
        // `state` is a comma list or `any`; without it BigBlueButton answers published and unpublished ones.
        const states = (p.get('state') ?? 'published,unpublished').split(',').filter(Boolean)
        const found = recordings.filter(
          (r) =>
            (!ids.length || ids.includes(r.meetingID)) &&
            (!recIds.length || recIds.includes(r.recordID)) &&
            (states.includes('any') || states.includes(r.state ?? 'published')),
        )
        if (!found.length)
          return send(
            xml(
              '<recordings></recordings><messageKey>noRecordings</messageKey><message>There are no recordings for the meeting(s).</message>',
            ),
          )
        const base = `http://${req.headers.host}`
        return send(
          xml(
            `<recordings>${found
              .map(
                (r) =>
                  `<recording><recordID>${r.recordID}</recordID><meetingID>${esc(r.meetingID)}</meetingID><internalMeetingID>${r.recordID}</internalMeetingID><name>${esc(r.name)}</name><isBreakout>false</isBreakout><published>${(r.state ?? 'published') === 'published'}</published><state>${r.state ?? 'published'}</state><startTime>${r.startTime}</startTime><endTime>${r.endTime}</endTime><participants>2</participants>${metaXml(r.metadata)}<playback>${(
                    r.formats ?? [
                      { type: 'presentation', url: `${base}/playback/presentation/2.3/${r.recordID}` },
                      { type: 'video', url: `${base}/playback/video/${r.recordID}/` },
                    ]
                  )
                    .map(
                      (f) =>
                        `<format><type>${esc(f.type)}</type><url>${esc(f.url)}</url><processingTime>900</processingTime><length>${Math.round((r.endTime - r.startTime) / 60000)}</length></format>`,
                    )
                    .join('')}</playback></recording>`,
              )
              .join('')}</recordings>`,
          ),
        )
      }
      case 'getRecordingTextTracks': {
        const rec = recordings.find((r) => r.recordID === p.get('recordID'))
        if (!rec)
          return send(
            JSON.stringify({
              response: { returncode: 'FAILED', messageKey: 'noRecordings', message: 'No recording found' },
            }),
            'application/json',
          )
        const tracks = rec.captions
          ? [
              {
                href: `http://${req.headers.host}/captions/${rec.recordID}/${rec.captions.lang}.vtt`,
                kind: 'captions',
                label: rec.captions.label,
                lang: rec.captions.lang,
                source: 'upload',
              },
            ]
          : []
        return send(JSON.stringify({ response: { returncode: 'SUCCESS', tracks } }), 'application/json')
      }
      default:
        return reject('unsupportedRequest', 'This request is not supported.')
    }
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const url = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}/bigbluebutton/`

  return Object.assign(fake, {
    url,
    addMeeting,
    async fireRecordingReady(meetingID: string, captions?: string, formats?: FakeRecording['formats']) {
      const m = meetings.get(meetingID)
      const metadata = m?.metadata ?? {}
      const recordID = `${m?.internalMeetingID ?? randomUUID().replace(/-/g, '')}-${Date.now()}`
      const start = m?.createTime ?? Date.now() - 30 * 60_000
      recordings.push({
        recordID,
        meetingID,
        name: m?.name ?? meetingID,
        startTime: start,
        endTime: start + 30 * 60_000,
        metadata,
        ...(captions ? { captions: { lang: 'en-US', label: 'English', vtt: captions } } : {}),
        ...(formats ? { formats } : {}),
      })
      const target = metadata['bbb-recording-ready-url']
      if (!target) throw new Error('the meeting has no recording-ready URL')
      const body = new URLSearchParams({
        signed_parameters: signHs256({ meeting_id: meetingID, record_id: recordID }, secret),
      }).toString()
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
      return { status: res.status, body: await res.text() }
    },
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }) as FakeBbb
}
