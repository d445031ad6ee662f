import t from 'tap'
import { parseRange } from '../../src/lib/files/range.js'
import { bearer, buildTestApp, login } from '../helpers/app.js'
import { multipart } from './multipart.js'

t.test('the range parser follows RFC 9110 section 14', async (t) => {
  const size = 100
  const cases: [string | undefined, ReturnType<typeof parseRange>][] = [
    [undefined, null],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-1000', { start: 0, end: 99 }],
    ['bytes=50-5000', { start: 50, end: 99 }],
    ['Bytes = 0-9', { start: 0, end: 9 }],
    ['bytes=0-9,', { start: 0, end: 9 }],
    ['items=0-5', null],
    ['bytes=abc', null],
    ['bytes=5-2', null],
    ['bytes=-', null],
    ['bytes=', null],
    ['bytes=1-2-3', null],
    ['bytes=0-9,20-29', null],
    ['bytes=0-9,200-300', null],
    ['bytes=0-9,5-2', null],
    ['bytes=100-', 'invalid'],
    ['bytes=100-200', 'invalid'],
    ['bytes=-0', 'invalid'],
    ['bytes=100-,200-', 'invalid'],
    ['bytes=99999999999999999999-', 'invalid'],
  ]
  for (const [header, expected] of cases) t.same(parseRange(header, size), expected, String(header))
  t.equal(parseRange('bytes=0-', 0), 'invalid', 'no range of an empty file is satisfiable')
})

t.test('GET /api/rbot/files/{id}/content answers ranges per RFC 9110', async (t) => {
  const { app } = await buildTestApp(t)
  const admin = await login(app, 'admin')
  const data = Buffer.from('0123456789'.repeat(10) + '\n')
  const body = multipart({}, { name: 'notes.txt', type: 'text/plain', data })
  const up = await app.inject({
    method: 'POST',
    url: '/api/rbot/files',
    headers: { ...bearer(admin), ...body.headers },
    payload: body.payload,
  })
  t.equal(up.statusCode, 201, up.body)
  const get = (range: string) =>
    app.inject({ method: 'GET', url: `/api/rbot/files/${up.json().id}/content`, headers: { ...bearer(admin), range } })
  for (const range of ['bytes=abc', 'bytes=5-2', 'items=0-5', 'bytes=0-1,4-5', 'bytes=0-1,500-600']) {
    const res = await get(range)
    t.equal(res.statusCode, 200, `${range}: the whole file`)
    t.equal(res.rawPayload.length, data.length)
    t.notOk(res.headers['content-range'])
  }
  const one = await get('bytes=10-19')
  t.equal(one.statusCode, 206)
  t.equal(one.body, '0123456789')
  t.equal(one.headers['content-range'], `bytes 10-19/${data.length}`)
  const past = await get('bytes=500-')
  t.equal(past.statusCode, 416, 'unsatisfiable')
  t.equal(past.headers['content-range'], `bytes */${data.length}`)
})
