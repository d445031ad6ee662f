import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { PassThrough, type Readable } from 'node:stream'
import type { FileStorage } from './storage.js'

export interface S3Settings {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
}

/**
 * S3-compatible object storage (AWS, MinIO, Garage, Ceph): path-style addressing works with all of them. An upload
 * goes up in 8 MB parts, two at a time, so memory stays bounded whatever the file's size; a failed upload is aborted
 * (no object, no orphaned parts).
 */
export function s3Storage(s: S3Settings): FileStorage {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
  })
  return {
    async put(key, body) {
      let size = 0
      const counted = new PassThrough()
      counted.on('data', (c: Buffer) => {
        size += c.length
      })
      body.on('error', (err) => counted.destroy(err))
      body.pipe(counted)
      await new Upload({
        client,
        params: { Bucket: s.bucket, Key: key, Body: counted },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      }).done()
      return size
    },
    async get(key, range) {
      const res = await client.send(
        new GetObjectCommand({
          Bucket: s.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )
      return res.Body as Readable
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key }))
    },
  }
}
