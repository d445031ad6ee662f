import { Transform, type Readable } from 'node:stream'
import createError from '@fastify/error'
import type { FileStorage } from '../../lib/files/storage.js'
import { SNIFF_BYTES, sniffMedia, type MediaKind } from './media-type.js'

export const TooLargeError = createError('DEBRIEF_TOO_LARGE', '%s', 413)
export const UnsupportedMediaError = createError('DEBRIEF_UNSUPPORTED_MEDIA', '%s', 415)

const UNSUPPORTED = 'Only WebM/Matroska, MP4, Ogg and WAV recordings are accepted'

/**
 * Streams a request body into the file storage under `key`, never holding more than a chunk in memory: the first
 * bytes must be a known container (else 415), the total must stay within `maxBytes` (else 413). The storage
 * keeps the object only when the whole stream arrived (a temporary name renamed, or an aborted multipart upload).
 */
export async function storeUpload(
  body: Readable,
  storage: FileStorage,
  key: string,
  maxBytes: number,
): Promise<{ kind: MediaKind; bytes: number }> {
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
          if (!kind) return done(new UnsupportedMediaError(UNSUPPORTED))
        }
      }
      done(null, chunk)
    },
    flush(done) {
      if (!kind) kind = sniffMedia(head)
      done(kind ? null : new UnsupportedMediaError(UNSUPPORTED))
    },
  })
  let failure: Error | null = null
  const fail = (error: Error) => {
    failure ??= error
    guard.destroy(error)
  }
  body.on('error', fail)
  guard.on('error', (error) => (failure ??= error))
  body.pipe(guard)
  try {
    await storage.put(key, guard)
    if (failure) throw failure
    return { kind: kind!, bytes }
  } catch (error) {
    body.unpipe(guard)
    // Drain the rest of the body so the client reads our 413/415 instead of a reset connection.
    body.resume()
    await storage.remove(key).catch(() => {})
    // The guard's own error (413/415) rather than the storage's wrapping of it.
    throw failure ?? error
  }
}
