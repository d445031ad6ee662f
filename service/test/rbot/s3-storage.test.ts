import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import S3rver from 's3rver'
import t from 'tap'
import { s3Storage } from '../../src/lib/files/s3-storage.js'
import { bearer, buildTestApp, login } from '../helpers/app.js'
import { multipart } from './multipart.js'

const VTT = Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n<v Ann>Stored in S3.\n')

/** s3rver speaks the S3 protocol on loopback: the same AWS SDK calls as against AWS or MinIO. */
async function startS3(t: { teardown(fn: () => unknown): void }) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-s3-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'debrief', configs: [] }],
  })
  const address = (await server.run()) as AddressInfo
  t.teardown(async () => {
    await server.close()
    fs.rmSync(directory, { recursive: true, force: true })
  })
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: 'debrief',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
  }
}

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
