import { PassThrough, type Readable } from 'node:stream'
import type { FileStorage } from './storage.js'

interface Sdk {
  s3: typeof import('@aws-sdk/client-s3')
  Upload: typeof import('@aws-sdk/lib-storage').Upload
  client: import('@aws-sdk/client-s3').S3Client
}

/** A multipart upload begun this long ago belongs to no live request (uploads take hours at most). */
const DAY_MS = 24 * 3600_000

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
  // The AWS SDK (a few hundred modules) is imported only where S3 is configured, so other starts never load it;
  // here the import starts at once and each call awaits it.
  const sdk = Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(
    ([s3, storage]): Sdk => ({
      s3,
      Upload: storage.Upload,
      client: new s3.S3Client({
        endpoint: s.endpoint,
        region: s.region,
        forcePathStyle: true,
        credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
      }),
    }),
  )
  sdk.catch(() => {}) // a failed import is reported by the first call that needs it
  /** Aborts the bucket's multipart uploads that `match` (under `prefix`), page by page; answers how many. */
  const abortUploads = async (match: (u: { Key?: string; Initiated?: Date }) => boolean, prefix?: string) => {
    const { client, s3 } = await sdk
    let aborted = 0
    let keyMarker: string | undefined
    let uploadIdMarker: string | undefined
    for (;;) {
      const page = await client.send(
        new s3.ListMultipartUploadsCommand({
          Bucket: s.bucket,
          ...(prefix ? { Prefix: prefix } : {}),
          ...(keyMarker ? { KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker } : {}),
        }),
      )
      for (const u of page.Uploads ?? []) {
        if (!u.Key || !u.UploadId || !match(u)) continue
        await client.send(new s3.AbortMultipartUploadCommand({ Bucket: s.bucket, Key: u.Key, UploadId: u.UploadId }))
        aborted++
      }
      if (!page.IsTruncated) return aborted
      keyMarker = page.NextKeyMarker
      uploadIdMarker = page.NextUploadIdMarker
    }
  }
  return {
    async put(key, body) {
      let size = 0
      const counted = new PassThrough()
      body.on('error', (err) => counted.destroy(err))
      const { client, Upload } = await sdk
      // Counting starts only now, with the upload reading beside it: a 'data' listener makes the stream flow.
      counted.on('data', (c: Buffer) => {
        size += c.length
      })
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
      const { client, s3 } = await sdk
      const res = await client.send(
        new s3.GetObjectCommand({
          Bucket: s.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )
      return res.Body as Readable
    },
    async remove(key) {
      // An upload killed mid-stream left parts, not an object: abort its multipart upload too.
      await abortUploads((u) => u.Key === key, key)
      const { client, s3 } = await sdk
      await client.send(new s3.DeleteObjectCommand({ Bucket: s.bucket, Key: key }))
    },
    sweepPartials(idleSince, live) {
      const before = Math.min(idleSince.getTime(), Date.now() - DAY_MS)
      return abortUploads((u) => (u.Initiated ?? new Date()).getTime() < before && !live?.has(u.Key ?? ''))
    },
  }
}
