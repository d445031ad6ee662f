import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/**
 * An S3 double on loopback: s3rver speaks the S3 protocol (the same AWS SDK calls as against AWS or MinIO) but
 * answers NotImplemented to ListMultipartUploads and AbortMultipartUpload. Those two are answered here as S3 does
 * (XML list with Key, UploadId, Initiated; 204 on abort, NoSuchUpload when unknown) from s3rver's own record of
 * uploads in progress (`<bucket>/._S3rver_uploads/<uploadId>/key`); everything else goes through to s3rver.
 */
export async function startS3Double(t: { teardown(fn: () => unknown): void }, bucket = 'debrief') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-s3-'))
  const inner = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const innerPort = ((await inner.run()) as AddressInfo).port
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads')
  const uploads = () =>
    (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : [])
      .filter((id) => fs.existsSync(path.join(uploadsDir, id, 'key')))
      .map((id) => ({
        id,
        key: fs.readFileSync(path.join(uploadsDir, id, 'key'), 'utf8'),
        initiated: fs.statSync(path.join(uploadsDir, id)).mtime,
      }))
  const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://s3')
    const [, b, ...keyParts] = url.pathname.split('/')
    const key = decodeURIComponent(keyParts.join('/'))
    if (req.method === 'GET' && b === bucket && !key && url.searchParams.has('uploads')) {
      const prefix = url.searchParams.get('prefix') ?? ''
      const rows = uploads().filter((u) => u.key.startsWith(prefix))
      res.writeHead(200, { 'content-type': 'application/xml' })
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${bucket}</Bucket>` +
          `<Prefix>${xml(prefix)}</Prefix><IsTruncated>false</IsTruncated>` +
          rows
            .map(
              (u) =>
                `<Upload><Key>${xml(u.key)}</Key><UploadId>${u.id}</UploadId>` +
                `<Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
            )
            .join('') +
          `</ListMultipartUploadsResult>`,
      )
      return req.resume()
    }
    if (req.method === 'DELETE' && b === bucket && url.searchParams.has('uploadId')) {
      const id = url.searchParams.get('uploadId')!
      const found = uploads().find((u) => u.id === id && u.key === key)
      if (!found) {
        res.writeHead(404, { 'content-type': 'application/xml' })
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`,
        )
      } else {
        fs.rmSync(path.join(uploadsDir, id), { recursive: true, force: true })
        res.writeHead(204)
        res.end()
      }
      return req.resume()
    }
    const through = http.request(
      { host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers)
        answer.pipe(res)
      },
    )
    through.on('error', () => res.destroy())
    req.pipe(through)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await inner.close()
    fs.rmSync(directory, { recursive: true, force: true })
  })
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    /** The multipart uploads in progress, as the double sees them (one folder each, its mtime the Initiated time). */
    uploads,
    uploadsDir,
  }
}
