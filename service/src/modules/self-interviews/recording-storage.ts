import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ByteRange, FileStorage } from '../../lib/files/storage.js'

/**
 * `self_interview_answers.media_path` holds a storage key (`<org>/<uuid>`) for recordings uploaded since
 * migration 0240; before that it held the absolute path of a file under DATA_DIR/self-interviews. Keys never
 * start with `/`, so an absolute path is a legacy recording, read from the local disk of the instance that took it.
 */
export const isLegacyMediaPath = (mediaPath: string) => path.isAbsolute(mediaPath)

/**
 * The recording's bytes (`range`: only those), or null when it is missing (in the storage, or on this instance's
 * disk for a legacy one).
 */
export async function openRecording(
  storage: FileStorage,
  mediaPath: string,
  range?: ByteRange,
): Promise<Readable | null> {
  if (isLegacyMediaPath(mediaPath)) {
    const stat = await fs.stat(mediaPath).catch(() => null)
    return stat?.isFile() ? createReadStream(mediaPath, range ?? {}) : null
  }
  return storage.get(mediaPath, range).catch((error: unknown) => {
    if (isMissing(error)) return null
    throw error
  })
}

/** The size of a recording the row does not know the size of (one stored before sizes were kept). */
export async function recordingSize(storage: FileStorage, mediaPath: string): Promise<number | null> {
  if (isLegacyMediaPath(mediaPath)) return (await fs.stat(mediaPath).catch(() => null))?.size ?? null
  let bytes = 0
  const body = await openRecording(storage, mediaPath)
  if (!body) return null
  for await (const chunk of body) bytes += (chunk as Buffer).length
  return bytes
}

/** A missing object: ENOENT from the folder store, NoSuchKey / 404 from S3. Anything else is a real failure (500). */
function isMissing(error: unknown): boolean {
  const e = error as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } } | null
  return e?.code === 'ENOENT' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404
}

/** Removes a recording wherever it lives; a missing one is not an error. */
export async function removeRecording(storage: FileStorage, mediaPath: string): Promise<void> {
  if (isLegacyMediaPath(mediaPath)) await fs.rm(mediaPath, { force: true })
  else await storage.remove(mediaPath)
}

/**
 * Runs `use` with a local file holding the recording: a legacy one as it is, a stored one copied to a temporary
 * file (removed afterwards), so the transcription request streams it from disk instead of holding it in memory.
 */
export async function withRecordingFile<T>(
  storage: FileStorage,
  mediaPath: string,
  mediaType: string,
  use: (file: string) => Promise<T>,
): Promise<T> {
  if (isLegacyMediaPath(mediaPath)) return use(mediaPath)
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'debrief-recording-'))
  try {
    // The file name is sent along, and transcription services tell the container by its extension.
    const ext = /^(?:audio|video)\/(webm|mp4|ogg|wav)\b/.exec(mediaType)?.[1] ?? 'bin'
    const file = path.join(dir, `recording.${ext}`)
    await pipeline(await storage.get(mediaPath), createWriteStream(file))
    return await use(file)
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}
