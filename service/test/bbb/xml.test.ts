import t from 'tap'
import { BbbError } from '../../src/modules/bbb/bbb-errors.js'
import { toMeeting, toRecording } from '../../src/modules/bbb/parse-shapes.js'
import { listOf, parseBbbResponse } from '../../src/modules/bbb/xml.js'

t.test('FAILED with HTTP 200 is an error carrying its messageKey', async (t) => {
  const err = t.throws(() =>
    parseBbbResponse(
      '<response><returncode>FAILED</returncode><messageKey>notFound</messageKey><message>gone</message></response>',
    ),
  ) as unknown as BbbError
  t.equal(err.kind, 'failed')
  t.equal(err.messageKey, 'notFound')
  const checksum = t.throws(() =>
    parseBbbResponse(
      '<response><returncode>FAILED</returncode><messageKey>checksumError</messageKey><message>x</message></response>',
    ),
  ) as unknown as BbbError
  t.equal(checksum.kind, 'checksum')
  t.match(
    t.throws(() => parseBbbResponse('<html>proxy error</html>')),
    { kind: 'parse' },
  )
  t.throws(() => parseBbbResponse('not xml <<'), { name: 'BbbError' })
})

t.test('empty, single and repeated children', async (t) => {
  t.same(
    listOf(
      parseBbbResponse(
        '<response><returncode>SUCCESS</returncode><meetings/><messageKey>noMeetings</messageKey></response>',
      ).meetings,
      'meeting',
    ),
    [],
  )
  const one = parseBbbResponse(
    '<response><returncode>SUCCESS</returncode><meetings><meeting><meetingID>0123</meetingID><participantCount>3</participantCount><moderatorCount>1</moderatorCount><attendees /><metadata /><isBreakout>false</isBreakout><running>true</running></meeting></meetings></response>',
  )
  const meetings = listOf(one.meetings, 'meeting').map(toMeeting)
  t.equal(meetings.length, 1)
  t.equal(meetings[0].meetingId, '0123', 'ids stay strings')
  t.equal(meetings[0].participantCount, 3)
  t.same(meetings[0].attendees, [])
  t.same(meetings[0].metadata, {})
  t.equal(meetings[0].running, true)
  const two = parseBbbResponse(
    '<response><returncode>SUCCESS</returncode><meetings><meeting><meetingID>a</meetingID><attendees><attendee><userID>u1</userID><fullName>Ann</fullName><role>MODERATOR</role><hasVideo>true</hasVideo></attendee></attendees><metadata><bbb-origin>Debrief</bbb-origin></metadata></meeting><meeting><meetingID>b</meetingID><isBreakout>true</isBreakout></meeting></meetings></response>',
  )
  const list = listOf(two.meetings, 'meeting').map(toMeeting)
  t.same(
    list.map((m) => m.meetingId),
    ['a', 'b'],
  )
  t.equal(list[0].attendees[0].role, 'MODERATOR')
  t.equal(list[0].attendees[0].hasVideo, true)
  t.equal(list[0].metadata['bbb-origin'], 'Debrief')
  t.equal(list[1].isBreakout, true)
})

t.test('recordings with one or several playback formats', async (t) => {
  const r = parseBbbResponse(
    '<response><returncode>SUCCESS</returncode><recordings><recording><recordID>r1</recordID><meetingID>m</meetingID><published>true</published><state>published</state><playback><format><type>presentation</type><url>https://x/p</url><length>12</length></format></playback></recording></recordings></response>',
  )
  const [rec] = listOf(r.recordings, 'recording').map(toRecording)
  t.equal(rec.recordId, 'r1')
  t.same(
    rec.formats.map((f) => [f.type, f.url, f.length]),
    [['presentation', 'https://x/p', 12]],
  )
})
