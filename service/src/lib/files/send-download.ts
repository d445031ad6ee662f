import type { FastifyReply } from 'fastify'
import type { FileStorage } from './storage.js'

/** A header-safe stand-in for a file name: printable ASCII, no quotes or backslashes. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_')

/**
 * Answers a stored file as a download, never rendered in place: the type recorded at upload, nosniff, and the
 * name both as ASCII and as UTF-8 (RFC 6266) so browsers keep non-Latin names.
 */
export async function sendDownload(
  reply: FastifyReply,
  storage: FileStorage,
  file: { name: string; mime: string; size: number | string; storage_key: string },
) {
  return reply
    .header('content-type', file.mime)
    .header('content-length', Number(file.size))
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `attachment; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(await storage.get(file.storage_key))
}
