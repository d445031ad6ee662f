import { PassThrough, Readable } from 'node:stream'
import { sql } from 'kysely'
import t from 'tap'
import { readUpload } from '../../src/modules/meetings/routes/read-upload.js'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

/** The large-upload path: bytes read as they arrive, staged with COPY, moved in the request's transaction. */

t.test('readUpload: sized by Content-Length, grows without one, refuses past the limit', async (t) => {
  const chunks = ['Anna: one\n', 'Boris: two ', 'é\n'].map((s) => Buffer.from(s))
  const total = chunks.reduce((n, c) => n + c.length, 0)
  const sized = await readUpload(Readable.from(chunks, { objectMode: false }), String(total), 1000)
  t.equal(sized.toString('utf8'), 'Anna: one\nBoris: two é\n', 'the bytes, in order, a split character intact')
  t.equal(sized.buffer.byteLength, total, 'one buffer of the declared size')

  const many = Array.from({ length: 40 }, (_, i) => Buffer.alloc(4096, 65 + (i % 26)))
  const grown = await readUpload(Readable.from(many, { objectMode: false }), undefined, 1 << 20)
  t.equal(grown.length, 40 * 4096, 'no Content-Length: grown to fit')
  t.ok(grown.equals(Buffer.concat(many)), 'and the same bytes')

  await t.rejects(
    readUpload(Readable.from(many, { objectMode: false }), undefined, 100_000),
    { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 },
    'a chunked body past the limit: 413',
  )
  await t.rejects(
    readUpload(new PassThrough(), '2000', 1000),
    { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 },
    'a declared size past the limit',
  )
  await t.rejects(
    readUpload(Readable.from([Buffer.from('short')], { objectMode: false }), '10', 1000),
    { code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH', statusCode: 400 },
    'fewer bytes than declared: 400',
  )
})

t.test('an upload leaves no staging row; a NUL byte names its line; stale rows are swept', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const client = api(app, (await sessions(app, ['client'])).client)
  const id = (
    await client.post('/api/meetings', {
      title: 'Staging',
      kind: 'other',
      scheduledAt: '2026-10-01T09:00:00Z',
      durationMinutes: 10,
    })
  ).json().id
  const staged = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from transcript_uploads`.execute(db)).rows[0].n)

  const first = await client.put(`/api/meetings/${id}/transcript`, 'Anna: hello\nBoris: «привет»\n', 'text/plain')
  t.equal(first.statusCode, 200, first.body)
  t.same(
    first.json().segments.map((s: { speaker: string; text: string }) => [s.speaker, s.text]),
    [
      ['Anna', 'hello'],
      ['Boris', '«привет»'],
    ],
    'decoded as UTF-8 in the worker',
  )
  t.equal(first.json().format, 'plain', 'the format sniffed in the worker')
  t.equal(first.headers['content-length'], String(Buffer.byteLength(first.body)), 'the length announced is sent')
  t.equal(await staged(), 0, 'the staged row went with the transaction')

  const second = await client.put(`/api/meetings/${id}/transcript`, 'Carla: replaced\n', 'text/plain')
  t.equal(second.statusCode, 200)
  const stored = (await client.get(`/api/meetings/${id}/transcript`)).json()
  t.same(stored.speakers, ['Carla'], 'a second upload replaces the first (upsert from staging)')
  t.equal(await staged(), 0)

  const nul = await client.put(`/api/meetings/${id}/transcript`, 'Anna: fine\nBoris: bad\u0000byte\n', 'text/plain')
  t.equal(nul.statusCode, 400)
  t.match(nul.json().message, /Line 2: contains a NUL character/)
  t.same((await client.get(`/api/meetings/${id}/transcript`)).json().speakers, ['Carla'], 'nothing half-written')

  await sql`insert into transcript_uploads (id, segments, created_at)
            values (gen_random_uuid(), '[]', now() - interval '2 hours')`.execute(db)
  t.equal(await staged(), 1, 'a row a crashed process left behind')
  t.equal((await client.put(`/api/meetings/${id}/transcript`, 'Dana: later\n', 'text/plain')).statusCode, 200)
  t.equal(await staged(), 0, 'swept by the next upload')
})
