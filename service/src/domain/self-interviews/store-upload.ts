import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import createError from '@fastify/error'
import { SNIFF_BYTES, sniffMedia, type MediaKind } from './media-type.js'

export const TooLargeError = createError('DEBRIEF_TOO_LARGE', '%s', 413)
export const UnsupportedMediaError = createError('DEBRIEF_UNSUPPORTED_MEDIA', '%s', 415)

export const mediaDir = (dataDir: string, interviewId: string) => path.join(dataDir, 'self-interviews', interviewId)

/**
 * Streams a request body to a file under `dir`, never holding more than a chunk in memory: the first bytes
 * must be a known container (else 415), the total must stay within `maxBytes` (else 413). The file appears
 * under its final name only when complete; on any failure the partial file is removed.
 */
export async function storeUpload(
  body: Readable,
  dir: string,
  baseName: string,
  maxBytes: number,
): Promise<{ file: string; kind: MediaKind; bytes: number }> {
  await fs.mkdir(dir, { recursive: true })
  const temp = path.join(dir, `.${baseName}.${randomBytes(6).toString('hex')}.part`)
  let head = Buffer.alloc(0)
  let kind: MediaKind | null = null
  let bytes = 0
  const guard = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length
      if (bytes > maxBytes) return done(new TooLargeError(`The answer is larger than ${maxBytes} bytes`))
      if (!kind) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES)
        if (head.length >= SNIFF_BYTES || bytes >= SNIFF_BYTES) {
          kind = sniffMedia(head)
          if (!kind)
            return done(new UnsupportedMediaError('Only WebM/Matroska, MP4, Ogg and WAV recordings are accepted'))
        }
      }
      done(null, chunk)
    },
    flush(done) {
      if (!kind) kind = sniffMedia(head)
      done(kind ? null : new UnsupportedMediaError('Only WebM/Matroska, MP4, Ogg and WAV recordings are accepted'))
    },
  })
  try {
    await new Promise<void>((resolve, reject) => {
      const out = createWriteStream(temp)
      const fail = (error: Error) => {
        body.unpipe(guard)
        guard.destroy()
        out.destroy()
        reject(error)
      }
      body.on('error', fail)
      guard.on('error', fail)
      out.on('error', fail)
      out.on('finish', () => resolve())
      body.pipe(guard).pipe(out)
    })
    const file = path.join(dir, `${baseName}.${kind}`)
    await fs.rename(temp, file)
    return { file, kind: kind!, bytes }
  } catch (error) {
    await fs.rm(temp, { force: true })
    // Drain the rest of the body so the client reads our 413/415 instead of a reset connection.
    body.resume()
    throw error
  }
}

/**
 * Removes the partial files of a question's earlier uploads: one whose process was killed mid-stream (kill -9
 * runs no cleanup) leaves its `.part` behind. Called once the question's answer is submitted, when no other
 * upload for it can succeed any more.
 */
export async function removePartials(dir: string, baseName: string): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[])
  const stale = names.filter((n) => n.startsWith(`.${baseName}.`) && n.endsWith('.part'))
  await Promise.all(stale.map((n) => fs.rm(path.join(dir, n), { force: true })))
  return stale.length
}
