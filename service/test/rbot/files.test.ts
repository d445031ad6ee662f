import t from 'tap'
import { storageQuota } from '../../src/lib/files/quota.js'
import { bearer, buildTestApp, login } from '../helpers/app.js'
import { multipart } from './multipart.js'

const VTT = Buffer.from(
  'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n<v Ann>Hello and welcome.\n\n00:00:03.000 --> 00:00:05.000\n<v Bob>Thanks.\n',
)

t.test('recording-bot files: upload, checks, list, range download, import, delete, bot keys, tenancy', async (t) => {
  const { app, db } = await buildTestApp(t, { FILE_MAX_BYTES: '4096' })
  const [admin, northwind, client] = await Promise.all([
    login(app, 'admin'),
    login(app, 'northwind'),
    login(app, 'client'),
  ])
  const meeting = (
    await app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bearer(admin),
      payload: { title: 'Bot meeting', kind: 'interview', scheduledAt: new Date().toISOString(), durationMinutes: 30 },
    })
  ).json()
  const upload = (session: typeof admin, fields: Record<string, string>, name: string, data: Buffer) => {
    const body = multipart(fields, { name, type: 'application/octet-stream', data })
    return app.inject({
      method: 'POST',
      url: '/api/rbot/files',
      headers: { ...bearer(session), ...body.headers },
      payload: body.payload,
    })
  }

  const up = await upload(admin, { meetingId: meeting.id }, 'call.vtt', VTT)
  t.equal(up.statusCode, 201, up.body)
  t.match(up.json(), {
    kind: 'transcript',
    mime: 'text/vtt',
    size: VTT.length,
    importable: true,
    meetingTitle: 'Bot meeting',
  })
  const id = up.json().id

  const pdf = await upload(admin, {}, 'notes.txt', Buffer.from('%PDF-1.7\n...'))
  t.match(pdf.json(), { mime: 'application/pdf', kind: 'notes' }, 'the type comes from the bytes, not the name')
  t.equal((await upload(admin, {}, 'x.bin', Buffer.from([0, 1, 2, 3, 0, 0, 0, 0, 9, 9, 9, 9]))).statusCode, 415)
  t.equal((await upload(admin, {}, 'big.txt', Buffer.alloc(5000, 'a'))).statusCode, 413, 'FILE_MAX_BYTES')
  t.equal((await upload(admin, { meetingId: '00000000-0000-4000-8000-000000000000' }, 'a.vtt', VTT)).statusCode, 404)
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/api/rbot/files',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: {},
      })
    ).statusCode,
    415,
  )

  const list = (
    await app.inject({
      method: 'GET',
      url: `/api/rbot/files?kind=transcript&q=call&sortBy=name`,
      headers: bearer(admin),
    })
  ).json()
  t.equal(list.total, 1)
  t.equal(list.usedBytes, VTT.length + pdf.json().size)
  t.equal(
    (await app.inject({ method: 'GET', url: `/api/rbot/files?meetingId=${meeting.id}`, headers: bearer(admin) })).json()
      .total,
    1,
  )

  const full = await app.inject({ method: 'GET', url: `/api/rbot/files/${id}/content`, headers: bearer(admin) })
  t.equal(full.statusCode, 200)
  t.match(full.headers['content-disposition'], /attachment; filename="call.vtt"/)
  t.equal(full.body, VTT.toString())
  const part = await app.inject({
    method: 'GET',
    url: `/api/rbot/files/${id}/content`,
    headers: { ...bearer(admin), range: 'bytes=0-5' },
  })
  t.equal(part.statusCode, 206)
  t.equal(part.body, 'WEBVTT')
  t.equal(part.headers['content-range'], `bytes 0-5/${VTT.length}`)
  t.equal(
    (
      await app.inject({
        method: 'GET',
        url: `/api/rbot/files/${id}/content`,
        headers: { ...bearer(admin), range: 'bytes=9999-' },
      })
    ).statusCode,
    416,
  )

  const imported = await app.inject({ method: 'POST', url: `/api/rbot/files/${id}/import`, headers: bearer(admin) })
  t.equal(imported.statusCode, 200, imported.body)
  t.same(imported.json().speakers.sort(), ['Ann', 'Bob'])
  t.equal(
    (await app.inject({ method: 'POST', url: `/api/rbot/files/${pdf.json().id}/import`, headers: bearer(admin) }))
      .statusCode,
    409,
  )

  // Tenancy and permissions.
  t.equal(
    (await app.inject({ method: 'GET', url: `/api/rbot/files/${id}`, headers: bearer(northwind) })).statusCode,
    404,
  )
  t.equal(
    (await app.inject({ method: 'GET', url: `/api/rbot/files/${id}/content`, headers: bearer(northwind) })).statusCode,
    404,
  )
  t.equal((await app.inject({ method: 'GET', url: '/api/rbot/files', headers: bearer(client) })).statusCode, 403)

  // Quota: with the plan's storage used up, an upload is refused and nothing is stored.
  const org = admin.userData.orgId!
  const plan = (await db.selectFrom('organizations').select('plan').where('id', '=', org).executeTakeFirstOrThrow())
    .plan
  await db
    .insertInto('rbot_files')
    .values({
      org_id: org,
      name: 'filler',
      kind: 'notes',
      mime: 'text/plain',
      size: storageQuota(plan),
      storage_key: `${org}/00000000-0000-4000-8000-00000000f111`,
    })
    .execute()
  const over = await upload(admin, {}, 'one-more.vtt', VTT)
  t.equal(over.statusCode, 413)
  t.match(over.json().message, /quota/)
  await db.deleteFrom('rbot_files').where('name', '=', 'filler').execute()

  // Bot key: shown once, uploads only to its organization, revocable.
  const created = await app.inject({
    method: 'POST',
    url: '/api/rbot/keys',
    headers: bearer(admin),
    payload: { name: 'Recorder' },
  })
  t.equal(created.statusCode, 201)
  const secret = created.json().secret
  t.notMatch(
    JSON.stringify((await app.inject({ method: 'GET', url: '/api/rbot/keys', headers: bearer(admin) })).json()),
    secret,
  )
  const botUpload = (key: string, fields: Record<string, string>) => {
    const body = multipart(fields, { name: 'bot.vtt', type: 'text/vtt', data: VTT })
    return app.inject({
      method: 'POST',
      url: '/api/rbot/bot/files',
      headers: { 'x-api-key': key, ...body.headers },
      payload: body.payload,
    })
  }
  const byBot = await botUpload(secret, { meetingId: meeting.id })
  t.equal(byBot.statusCode, 201, byBot.body)
  t.equal(byBot.json().uploadedBy, 'bot')
  t.equal((await botUpload('dbk_wrong', {})).statusCode, 401)
  const theirs = (
    await app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bearer(northwind),
      payload: { title: 'Theirs', kind: 'other', scheduledAt: new Date().toISOString(), durationMinutes: 30 },
    })
  ).json()
  t.equal(
    (await botUpload(secret, { meetingId: theirs.id })).statusCode,
    404,
    'a bot key reaches only its own organization',
  )
  await app.inject({ method: 'DELETE', url: `/api/rbot/keys/${created.json().key.id}`, headers: bearer(admin) })
  t.equal((await botUpload(secret, {})).statusCode, 401, 'revoked')

  t.equal(
    (await app.inject({ method: 'DELETE', url: `/api/rbot/files/${id}`, headers: bearer(admin) })).statusCode,
    204,
  )
  t.equal((await app.inject({ method: 'GET', url: `/api/rbot/files/${id}`, headers: bearer(admin) })).statusCode, 404)
})
