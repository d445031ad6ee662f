import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export interface ByteRange {
  start: number
  end: number
}

/**
 * Where file bytes live: a folder by default, S3-compatible storage when configured. Keys are opaque
 * (`<org>/<uuid>`, `avatars/<name>`); a put either stores the whole stream or nothing; a get of a missing key rejects.
 */
export interface FileStorage {
  put(key: string, body: Readable): Promise<number>
  get(key: string, range?: ByteRange): Promise<Readable>
  remove(key: string): Promise<void>
  /**
   * Removes what interrupted puts left: the `.partial` files of a folder store not written to since `idleSince` (a
   * live put writes all the time), or the multipart uploads of an S3 store begun before `idleSince` and at least a
   * day ago (S3 does not say when a part last came). `live` names keys still being uploaded (a stalled client
   * writes nothing for a while): those are kept. Answers how many went.
   */
  sweepPartials(olderThan: Date, live?: ReadonlySet<string>): Promise<number>
}

/** `<org>/<uuid>` for files, `avatars/<account>-<hex>.<ext>` for profile pictures: nothing that can climb out of the root. */
const SAFE_KEY = /^(?:[0-9a-f-]{36}\/[0-9a-f-]{36}|avatars\/[0-9a-f-]{36}-[0-9a-f]{16}\.(?:png|jpg|webp))$/

/** A folder store: written to a temporary name, renamed when complete, so a broken upload leaves no file. */
export function localStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('Bad storage key')
    return path.join(root, key)
  }
  return {
    async put(key, body) {
      const file = fileOf(key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      const partial = `${file}.partial`
      try {
        await pipeline(body, createWriteStream(partial))
        await fs.rename(partial, file)
        return (await fs.stat(file)).size
      } catch (err) {
        await fs.rm(partial, { force: true })
        throw err
      }
    },
    async get(key, range) {
      const file = fileOf(key)
      // A missing file rejects here, as S3 does, instead of erroring later in the stream.
      await fs.access(file)
      return createReadStream(file, range ? { start: range.start, end: range.end } : {})
    },
    async sweepPartials(idleSince, live) {
      let removed = 0
      const folders = await fs.readdir(root, { withFileTypes: true }).catch(() => [])
      for (const folder of folders) {
        if (!folder.isDirectory()) continue
        for (const name of await fs.readdir(path.join(root, folder.name)).catch(() => [] as string[])) {
          if (!name.endsWith('.partial')) continue
          if (live?.has(`${folder.name}/${name.slice(0, -'.partial'.length)}`)) continue
          const file = path.join(root, folder.name, name)
          const stat = await fs.stat(file).catch(() => null)
          if (!stat || stat.mtime >= idleSince) continue
          await fs.rm(file, { force: true })
          removed++
        }
      }
      return removed
    },
    async remove(key) {
      const file = fileOf(key)
      // Also what a put killed mid-stream (no cleanup ran) left under the temporary name.
      await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.partial`, { force: true })])
    },
  }
}
