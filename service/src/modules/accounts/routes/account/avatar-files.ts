import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FileStorage } from '../../../../lib/files/storage.js'

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_URL_PREFIX = '/api/files/avatars/'

export type ImageType = 'png' | 'jpg' | 'webp'
export const IMAGE_MIME: Record<ImageType, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }
export const ACCEPTED_MIME = new Set(Object.values(IMAGE_MIME))

/** `<accountId>-<16 hex>.<ext>`: anything else is refused before touching the disk (no path tricks). */
export const AVATAR_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{16}\.(png|jpg|webp)$/

/** Pictures live behind the file storage (DATA_DIR/files/avatars, or S3 when configured) under this key. */
export const avatarKey = (name: string) => `avatars/${name}`

/** The type the bytes say (magic numbers), whatever the client declared. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp'
  return null
}

/** Writes under a fresh name (a new URL each time, so browsers may cache a picture forever). */
export async function storeAvatar(
  storage: FileStorage,
  accountId: string,
  type: ImageType,
  bytes: Buffer,
): Promise<string> {
  const name = `${accountId}-${randomBytes(8).toString('hex')}.${type}`
  await storage.put(avatarKey(name), Readable.from([bytes]))
  return `${AVATAR_URL_PREFIX}${name}`
}

/** Removes a picture we stored; other values (seeded URLs) are left alone. */
export async function removeAvatar(storage: FileStorage, url: string | null): Promise<void> {
  const name = url?.startsWith(AVATAR_URL_PREFIX) ? url.slice(AVATAR_URL_PREFIX.length) : null
  if (name && AVATAR_NAME.test(name)) await storage.remove(avatarKey(name))
}
