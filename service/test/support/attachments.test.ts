import t from 'tap'
import { bearer, buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'
import { multipart } from '../rbot/multipart.js'

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 7)])
const LOG = Buffer.from('2026-11-23 10:00:01 export failed: timeout after 30 s\n'.repeat(4))

t.test('support attachments: attach, list, download, type and size checks, tenancy', async (t) => {
  const { app, db } = await buildTestApp(t)
  const s = await sessions(app, ['client', 'northwind', 'superadmin'])
  const client = api(app, s.client)
  const attach = (session: typeof s.client, id: string, name: string, data: Buffer) => {
    const body = multipart({}, { name, type: 'application/octet-stream', data })
    return app.inject({
      method: 'POST',
      url: `/api/support-requests/${id}/attachments`,
      headers: { ...bearer(session), ...body.headers },
      payload: body.payload,
    })
  }
  const req = (
    await client.post('/api/support-requests', {
      subject: 'Export fails',
      category: 'bug',
      description: 'See the screenshot.',
    })
  ).json()

  const shot = await attach(s.client, req.id, 'screen shot.png', PNG)
  t.equal(shot.statusCode, 201, shot.body)
  t.match(shot.json(), {
    name: 'screen shot.png',
    mime: 'image/png',
    size: PNG.length,
    fromStaff: false,
    uploadedBy: { email: 'client@example.com' },
  })
  const staffLog = await attach(s.superadmin, req.id, 'server.log', LOG)
  t.match(staffLog.json(), { mime: 'text/plain', fromStaff: true })

  const detail = (await client.get(`/api/support-requests/${req.id}`)).json()
  t.same(
    detail.attachments.map((a: { name: string }) => a.name),
    ['screen shot.png', 'server.log'],
    'the request lists both sides’ files, oldest first',
  )

  const down = await client.get(`/api/support-requests/${req.id}/attachments/${shot.json().id}`)
  t.equal(down.statusCode, 200)
  t.equal(down.headers['content-type'], 'image/png')
  t.match(down.headers['content-disposition'], /^attachment; filename="screen shot.png"/)
  t.ok(down.rawPayload.equals(PNG), 'the bytes come back unchanged')

  // The type comes from the bytes; markup and binaries are refused, and nothing is left behind.
  const html = await attach(
    s.client,
    req.id,
    'note.txt',
    Buffer.from('<!doctype html><script>alert(1)</script>'.padEnd(80, ' ')),
  )
  t.equal(html.statusCode, 415, html.body)
  t.match(html.json(), { code: 'DEBRIEF_UNSUPPORTED_MEDIA_TYPE', message: /PNG, JPEG, GIF, WebP, PDF or plain text/ })
  t.equal(
    (await attach(s.client, req.id, 'tool.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0)]))).statusCode,
    415,
  )
  const big = await attach(s.client, req.id, 'big.png', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 1)]))
  t.equal(big.statusCode, 413, big.body)
  t.equal(
    Number(
      (
        await db
          .selectFrom('support_attachments')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    2,
    'refused uploads write no row',
  )
  const notMultipart = await client.post(`/api/support-requests/${req.id}/attachments`, { file: 'x' })
  t.equal(notMultipart.statusCode, 415)

  // Another organization reaches neither the request's files nor the upload.
  const northwind = api(app, s.northwind)
  t.equal((await northwind.get(`/api/support-requests/${req.id}/attachments/${shot.json().id}`)).statusCode, 404)
  t.equal((await attach(s.northwind, req.id, 'x.png', PNG)).statusCode, 404)
  t.equal(
    (await client.get(`/api/support-requests/${req.id}/attachments/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`))
      .statusCode,
    404,
  )
})

t.test('at most 20 attachments per request, also when uploaded in parallel', async (t) => {
  const { app } = await buildTestApp(t)
  const s = await sessions(app, ['client'])
  const client = api(app, s.client)
  const req = (
    await client.post('/api/support-requests', { subject: 'Many logs', category: 'bug', description: 'x' })
  ).json()
  const attach = (i: number) => {
    const body = multipart({}, { name: `log-${i}.txt`, type: 'text/plain', data: LOG })
    return app.inject({
      method: 'POST',
      url: `/api/support-requests/${req.id}/attachments`,
      headers: { ...bearer(s.client), ...body.headers },
      payload: body.payload,
    })
  }
  const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => attach(i)))
  t.equal(answers.filter((a) => a.statusCode === 201).length, 20)
  t.ok(
    answers
      .filter((a) => a.statusCode !== 201)
      .every((a) => a.statusCode === 409 && /at most 20/.test(a.json().message)),
  )
  t.equal((await client.get(`/api/support-requests/${req.id}`)).json().attachments.length, 20)
})
