import fs from 'node:fs'
import path from 'node:path'
import { startS3Double } from '../helpers/s3-double.js'
import t from 'tap'
import { s3Storage } from '../../src/lib/files/s3-storage.js'
import { multipartFile, PNG_1X1, tempDataDir } from '../accounts/helpers.js'
import { bearer, buildTestApp, login } from '../helpers/app.js'

/** Profile pictures go through the same storage interface as the recording bot's files: with S3 set, into the bucket. */
t.test('avatars are stored in S3 when S3 is configured, served and removed from there', async (t) => {
  const s3 = await startS3Double(t)
  const dataDir = tempDataDir(t)
  const { app } = await buildTestApp(
    t,
    {
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
    { jobs: false },
  )
  const session = await login(app, 'client')
  const body = multipartFile(PNG_1X1, 'me.png', 'image/png')
  const res = await app.inject({
    method: 'PUT',
    url: '/api/account/avatar',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(session) },
  })
  t.equal(res.statusCode, 200, res.body)
  const url: string = res.json().avatar
  const name = path.basename(url)

  const bucket = s3Storage(s3)
  const read = async () => {
    const parts: Buffer[] = []
    for await (const c of await bucket.get(`avatars/${name}`)) parts.push(c as Buffer)
    return Buffer.concat(parts)
  }
  t.ok((await read()).equals(PNG_1X1), 'the picture is an object in the bucket')
  t.notOk(fs.existsSync(path.join(dataDir, 'files', 'avatars', name)), 'not on the local disk')

  const served = await app.inject({ method: 'GET', url })
  t.equal(served.statusCode, 200)
  t.equal(served.headers['content-type'], 'image/png')
  t.ok(served.rawPayload.equals(PNG_1X1), 'served from the bucket')
  t.equal(
    (await app.inject({ method: 'GET', url: url.replace(/[0-9a-f]{16}\.png$/, '0000000000000000.png') })).statusCode,
    404,
    'an unknown picture is 404',
  )

  t.equal(
    (await app.inject({ method: 'DELETE', url: '/api/account/avatar', headers: bearer(session) })).statusCode,
    204,
  )
  await t.rejects(read(), 'removed from the bucket')
  t.equal((await app.inject({ method: 'GET', url })).statusCode, 404)
})
