import type { Readable } from 'node:stream'
import { errorCodes } from 'fastify'

/**
 * Reads a raw request body into one buffer of its own, copying each chunk as it arrives: the copying is spread
 * over the upload instead of one 20 MB concatenation (and a UTF-8 decode) on the request thread at the end, and
 * the result owns its memory, so it can be handed to a worker thread without a copy. Sized by Content-Length
 * when given; limits and length mismatches answer with Fastify's own errors (413, 400), as its parsers do.
 */
export function readUpload(payload: Readable, contentLength: string | undefined, limit: number): Promise<Buffer> {
  const declared = Number(contentLength)
  if (declared > limit) return Promise.reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE())
  let buffer = Buffer.allocUnsafeSlow(declared > 0 ? declared : 64 * 1024)
  let used = 0
  return new Promise((resolve, reject) => {
    const stop = () => {
      payload.removeListener('data', onData)
      payload.removeListener('end', onEnd)
      payload.removeListener('error', onEnd)
    }
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      if (used + bytes.length > limit) {
        stop()
        reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE())
        return
      }
      if (used + bytes.length > buffer.length) {
        // No (or a wrong) Content-Length: grow geometrically, never past the limit.
        const grown = Buffer.allocUnsafeSlow(Math.min(limit, Math.max(buffer.length * 2, used + bytes.length)))
        buffer.copy(grown, 0, 0, used)
        buffer = grown
      }
      bytes.copy(buffer, used)
      used += bytes.length
    }
    function onEnd(error?: Error & { statusCode?: number }) {
      stop()
      if (error) {
        if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400
        reject(error)
      } else if (!Number.isNaN(declared) && used !== declared) {
        reject(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH())
      } else resolve(buffer.subarray(0, used))
    }
    payload.on('data', onData)
    payload.on('end', onEnd)
    payload.on('error', onEnd)
    payload.resume()
  })
}
