import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { CreateMultipartUploadCommand, S3Client, UploadPartCommand } from '@aws-sdk/client-s3'
import { startS3Double } from '../helpers/s3-double.js'
import t from 'tap'
import { s3Storage } from '../../src/lib/files/s3-storage.js'
import { bearer, buildTestApp, login } from '../helpers/app.js'
import { multipart } from './multipart.js'

const VTT = Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n<v Ann>Stored in S3.\n')

const startS3 = startS3Double

t.test('the S3 store: put, ranged get, remove', async (t) => {
  const store = s3Storage(await startS3(t))
  const key = '00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-000000000002'
  t.equal(await store.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')])), 11)
  const read = async (r: Readable) => {
    const parts: Buffer[] = []
    for await (const c of r) parts.push(c as Buffer)
    return Buffer.concat(parts).toString()
  }
  t.equal(await read(await store.get(key)), 'hello world')
  t.equal(await read(await store.get(key, { start: 6, end: 10 })), 'world')
  await store.remove(key)
  await t.rejects(store.get(key))
})

t.test('upload, range download and delete through the API with S3 configured', async (t) => {
  const s3 = await startS3(t)
  const { app } = await buildTestApp(t, {
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  })
  const admin = await login(app, 'admin')
  const body = multipart({}, { name: 'in-s3.vtt', type: 'text/vtt', data: VTT })
  const up = await app.inject({
    method: 'POST',
    url: '/api/rbot/files',
    headers: { ...bearer(admin), ...body.headers },
    payload: body.payload,
  })
  t.equal(up.statusCode, 201, up.body)
  const id = up.json().id
  const part = await app.inject({
    method: 'GET',
    url: `/api/rbot/files/${id}/content`,
    headers: { ...bearer(admin), range: 'bytes=0-5' },
  })
  t.equal(part.statusCode, 206)
  t.equal(part.body, 'WEBVTT')
  t.equal(
    (await app.inject({ method: 'GET', url: `/api/rbot/files/${id}/content`, headers: bearer(admin) })).body,
    VTT.toString(),
  )
  const bad = multipart(
    {},
    { name: 'x.bin', type: 'application/octet-stream', data: Buffer.from([0, 0, 0, 0, 1, 2, 3, 4]) },
  )
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/api/rbot/files',
        headers: { ...bearer(admin), ...bad.headers },
        payload: bad.payload,
      })
    ).statusCode,
    415,
  )
  t.equal(
    (await app.inject({ method: 'DELETE', url: `/api/rbot/files/${id}`, headers: bearer(admin) })).statusCode,
    204,
  )
})

t.test('multipart uploads left by a dead process are aborted: by key on remove, by age in the sweep', async (t) => {
  const s3 = await startS3(t)
  const store = s3Storage(s3)
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  })
  t.teardown(() => client.destroy())
  // What a process killed mid-upload leaves: an upload begun, a part sent, never completed nor aborted.
  const begin = async (key: string) => {
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key }))
    await client.send(
      new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId, PartNumber: 1, Body: Buffer.alloc(1024, 1) }),
    )
    return UploadId!
  }
  const org = '00000000-0000-4000-8000-000000000001'
  const dead = `${org}/00000000-0000-4000-8000-00000000000a`
  const old = `${org}/00000000-0000-4000-8000-00000000000b`
  const live = `${org}/00000000-0000-4000-8000-00000000000c`
  await begin(dead)
  const oldId = await begin(old)
  await begin(live)
  t.equal(s3.uploads().length, 3, 'three uploads in progress')

  await store.remove(dead)
  t.same(
    s3
      .uploads()
      .map((u) => u.key)
      .sort(),
    [old, live],
    'remove aborts the upload of its key',
  )

  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000)
  fs.utimesSync(path.join(s3.uploadsDir, oldId), twoDaysAgo, twoDaysAgo)
  t.equal(await store.sweepPartials(new Date()), 1, 'the sweep aborts one upload')
  t.same(
    s3.uploads().map((u) => u.key),
    [live],
    'the one begun two days ago; one begun now may still be streaming',
  )
})
