import t from 'tap'
import { bbbClient } from '../../src/modules/bbb/client.js'
import { verifyHs256 } from '../../src/modules/bbb/jwt-hs256.js'
import { startFakeBbb } from '../helpers/fake-bbb.js'

/** The error a promise rejects with; fails the test when it resolves. */
async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p
  } catch (err) {
    return err
  }
  throw new Error('expected the call to fail')
}

t.test('client against the fake server, every algorithm', async (t) => {
  const fake = await startFakeBbb()
  t.teardown(() => fake.close())
  for (const algorithm of ['sha1', 'sha256', 'sha384', 'sha512'] as const) {
    const c = bbbClient({ url: fake.url, secret: fake.secret, algorithm })
    t.same(await c.getMeetings(), [], `${algorithm}: no meetings`)
  }
  const c = bbbClient({ url: fake.url, secret: fake.secret, algorithm: 'sha256' })
  t.equal((await c.version()).bbbVersion, '3.0.4')
  const created = await c.create({
    meetingID: 'm-1',
    name: 'Weekly sync',
    record: true,
    meta: { 'bbb-origin': 'Debrief' },
  })
  t.equal(created.duplicate, false)
  t.equal(
    (await c.create({ meetingID: 'm-1', name: 'Weekly sync' })).duplicate,
    true,
    'second create is a duplicateWarning, not an error',
  )
  t.equal(await c.isMeetingRunning('m-1'), false)
  const join = c.joinUrl({ meetingID: 'm-1', fullName: 'Ann Lee', role: 'MODERATOR', createTime: created.createTime })
  const res = await fetch(join, { redirect: 'manual' })
  t.equal(res.status, 302)
  t.equal(await c.isMeetingRunning('m-1'), true)
  const info = await c.getMeetingInfo('m-1')
  t.equal(info.attendees[0].fullName, 'Ann Lee')
  t.equal(info.metadata['bbb-origin'], 'Debrief')
  await c.end('m-1')
  t.match(await rejection(c.getMeetingInfo('m-1')), { kind: 'failed', messageKey: 'notFound' })
  t.match(await rejection(c.end('nope')), { messageKey: 'notFound' })
  t.same(await c.getRecordings({ meetingID: 'm-1' }), [])
})

t.test('wrong secret, failure and hang', async (t) => {
  const fake = await startFakeBbb()
  t.teardown(() => fake.close())
  const wrong = bbbClient({ url: fake.url, secret: 'not-the-secret', algorithm: 'sha256' })
  t.match(await rejection(wrong.getMeetings()), { kind: 'checksum' })
  t.match(await rejection(wrong.getRecordingTextTracks('x')), { kind: 'checksum' })
  fake.mode = 'fail'
  t.match(await rejection(bbbClient({ url: fake.url, secret: fake.secret, algorithm: 'sha1' }).getMeetings()), {
    name: 'BbbError',
  })
  fake.mode = 'hang'
  const started = Date.now()
  t.match(
    await rejection(
      bbbClient(
        { url: fake.url, secret: fake.secret, algorithm: 'sha1' },
        { connectMs: 2000, responseMs: 300 },
      ).getMeetings(),
    ),
    { kind: 'timeout' },
  )
  t.ok(Date.now() - started < 5000)
  t.match(await rejection(bbbClient({ url: 'http://127.0.0.1:1/', secret: 's', algorithm: 'sha1' }).getMeetings()), {
    kind: 'network',
  })
})

t.test('recordings, text tracks and the signed callback', async (t) => {
  const fake = await startFakeBbb()
  t.teardown(() => fake.close())
  let received = ''
  const http = await import('node:http')
  const sink = http.createServer((req, res) => {
    let b = ''
    req.on('data', (c) => {
      b += c
    })
    req.on('end', () => {
      received = b
      res.end('ok')
    })
  })
  await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r))
  t.teardown(() => sink.close())
  const c = bbbClient({ url: fake.url, secret: fake.secret, algorithm: 'sha512' })
  await c.create({
    meetingID: 'm-2',
    name: 'Rec',
    record: true,
    recordingReadyUrl: `http://127.0.0.1:${(sink.address() as { port: number }).port}/cb`,
  })
  await fake.fireRecordingReady('m-2', 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n')
  const token = new URLSearchParams(received).get('signed_parameters')!
  t.same(verifyHs256(token, fake.secret)?.meeting_id, 'm-2')
  t.equal(verifyHs256(token, 'other'), null)
  const [rec] = await c.getRecordings({ meetingID: 'm-2' })
  t.same(
    rec.formats.map((f) => f.type),
    ['presentation', 'video'],
  )
  const tracks = await c.getRecordingTextTracks(rec.recordId)
  t.equal(tracks.length, 1)
  t.match((await c.httpGetText(tracks[0].href)).body, /Hello/)
})
