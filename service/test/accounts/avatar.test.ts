import fs from 'node:fs'
import path from 'node:path'
import t from 'tap'
import { bearer, buildTestApp, login } from '../helpers/app.js'
import { multipartFile, PNG_1X1, tempDataDir } from './helpers.js'

t.test('avatar: upload, serve, replace, delete', async (t) => {
  const dataDir = tempDataDir(t)
  const { app } = await buildTestApp(t, { DATA_DIR: dataDir })
  const session = await login(app, 'client')
  const upload = (bytes: Buffer, name: string, type: string) => {
    const body = multipartFile(bytes, name, type)
    return app.inject({
      method: 'PUT',
      url: '/api/account/avatar',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(session) },
    })
  }

  const res = await upload(PNG_1X1, 'me.png', 'image/png')
  t.equal(res.statusCode, 200, res.body)
  const url: string = res.json().avatar
  t.match(url, /^\/api\/files\/avatars\/[0-9a-f-]{36}-[0-9a-f]{16}\.png$/)
  t.ok(fs.existsSync(path.join(dataDir, 'files', 'avatars', path.basename(url))), 'stored under DATA_DIR/files/avatars')

  const served = await app.inject({ method: 'GET', url })
  t.equal(served.statusCode, 200, 'served without a token (an <img> cannot send one)')
  t.equal(served.headers['content-type'], 'image/png')
  t.ok(served.rawPayload.equals(PNG_1X1), 'the same bytes')
  t.equal(
    (await app.inject({ method: 'GET', url: '/api/files/avatars/..%2F..%2Fsecrets.json' })).statusCode,
    404,
    'no path tricks',
  )

  const second = await upload(PNG_1X1, 'again.png', 'image/png')
  t.not(second.json().avatar, url, 'a new name on each upload')
  t.equal((await app.inject({ method: 'GET', url })).statusCode, 404, 'the old picture is gone')

  const del = await app.inject({ method: 'DELETE', url: '/api/account/avatar', headers: bearer(session) })
  t.equal(del.statusCode, 204)
  t.equal((await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) })).json().avatar, null)
  t.equal((await app.inject({ method: 'GET', url: second.json().avatar })).statusCode, 404)
})

t.test('avatar: wrong types and sizes are refused', async (t) => {
  const { app } = await buildTestApp(t, { DATA_DIR: tempDataDir(t) })
  const session = await login(app, 'client') // demo is read-only (no picture change)
  const upload = (bytes: Buffer, name: string, type: string) => {
    const body = multipartFile(bytes, name, type)
    return app.inject({
      method: 'PUT',
      url: '/api/account/avatar',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(session) },
    })
  }
  const text = await upload(Buffer.from('hello'), 'notes.txt', 'text/plain')
  t.equal(text.statusCode, 415)
  t.equal(text.json().code, 'DEBRIEF_UNSUPPORTED_MEDIA_TYPE')
  const liar = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 'image/png')
  t.equal(liar.statusCode, 400, 'bytes that are not the declared image')
  const jpegAsPng = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'x.png', 'image/png')
  t.equal(jpegAsPng.statusCode, 400, 'a JPEG declared as PNG')
  const big = await upload(Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png')
  t.equal(big.statusCode, 413)
  const json = await app.inject({
    method: 'PUT',
    url: '/api/account/avatar',
    headers: bearer(session),
    payload: { file: 'x' },
  })
  t.equal(json.statusCode, 415, 'not multipart')
  t.equal(
    (await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) })).json().avatar,
    null,
    'nothing stored',
  )
})
