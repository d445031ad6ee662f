import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, SAMPLE_VTT, sessions } from '../helpers/product.js'

const SRT = `1
00:00:01,000 --> 00:00:04,000
Anna: Welcome, let's begin.

2
00:00:05,000 --> 00:00:09,500
Boris: Thanks, I have the numbers ready.
`
const PLAIN = `Anna: Welcome, let's begin.\nBoris: Thanks, I have the numbers ready.\n`
const JSON_SEGMENTS = JSON.stringify([
  { speaker: 'Anna', startMs: 0, endMs: 3000, text: 'Welcome, let’s begin.' },
  { speaker: 'Boris', startMs: 3500, endMs: 8000, text: 'Thanks, I have the numbers ready.' },
])

t.test('transcripts upload in every format, malformed files name the line, 20 MB limit', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['client'])
  const client = api(app, s.client)
  const id = (
    await client.post('/api/meetings', {
      title: 'Upload test',
      kind: 'other',
      scheduledAt: '2026-10-01T09:00:00Z',
      durationMinutes: 10,
    })
  ).json().id
  t.equal((await client.get(`/api/meetings/${id}/transcript`)).statusCode, 404, 'no transcript yet')

  const cases: [string, string, string, string[]][] = [
    ['text/vtt', SAMPLE_VTT, 'vtt', ['Maria Lopez', 'Daniel Carter']],
    ['application/x-subrip', SRT, 'srt', ['Anna', 'Boris']],
    ['text/plain; charset=utf-8', PLAIN, 'plain', ['Anna', 'Boris']],
    ['application/json', JSON_SEGMENTS, 'json', ['Anna', 'Boris']],
    ['text/plain', SRT, 'srt', ['Anna', 'Boris']],
  ]
  for (const [type, body, format, speakers] of cases) {
    const res = await client.put(`/api/meetings/${id}/transcript`, body, type)
    t.equal(res.statusCode, 200, `${type} (${format})`)
    t.equal(res.json().format, format)
    t.same(res.json().speakers, speakers)
    t.ok(res.json().segments.every((seg: { startMs: number; endMs: number }) => seg.endMs >= seg.startMs))
    const stored = (await client.get(`/api/meetings/${id}/transcript`)).json()
    t.same(stored.segments, res.json().segments, 'stored as uploaded')
  }
  const meeting = (await client.get(`/api/meetings/${id}`)).json()
  t.equal(meeting.hasTranscript, true)
  t.equal(meeting.status, 'ended', 'a transcript means the meeting took place')

  const badSrt = `1\n00:00:01,000 --> 00:00:04,000\nAnna: ok\n\n2\nnot a timestamp\nBoris: hm\n`
  const bad = await client.put(`/api/meetings/${id}/transcript`, badSrt, 'application/x-subrip')
  t.equal(bad.statusCode, 400)
  t.match(bad.json().message, /[Ll]ine \d+/, 'the message names the line')
  const badJson = await client.put(`/api/meetings/${id}/transcript`, '[{"speaker": "A", ', 'application/json')
  t.equal(badJson.statusCode, 400)
  t.match(badJson.json().message, /[Ll]ine \d+/)
  t.equal((await client.put(`/api/meetings/${id}/transcript`, '', 'text/plain')).statusCode, 400, 'empty file')
  t.equal(
    (await client.put(`/api/meetings/${id}/transcript`, 'x', 'image/png')).statusCode,
    415,
    'other content types are refused',
  )

  const line = 'Anna: ' + 'word '.repeat(40) + '\n'
  const big = line.repeat(Math.ceil((20 * 1024 * 1024 + 1) / line.length))
  const tooBig = await client.put(`/api/meetings/${id}/transcript`, big, 'text/plain')
  t.equal(tooBig.statusCode, 413, 'over 20 MB')
  t.equal(tooBig.json().statusCode, 413)
  const justUnder = line.repeat(Math.floor((2 * 1024 * 1024) / line.length))
  t.equal(
    (await client.put(`/api/meetings/${id}/transcript`, justUnder, 'text/plain')).statusCode,
    200,
    'a 2 MB file passes (above the global 1 MB limit)',
  )
  t.equal(
    (
      await client.post('/api/meetings', {
        title: 'x'.repeat(2 * 1024 * 1024),
        kind: 'other',
        scheduledAt: '2026-10-01T09:00:00Z',
        durationMinutes: 10,
      })
    ).statusCode,
    413,
    'the large limit is for this route only',
  )
})
