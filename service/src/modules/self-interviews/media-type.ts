/** The containers an answer may be recorded in, told apart by their first bytes (never by the declared type). */
export type MediaKind = 'webm' | 'mp4' | 'ogg' | 'wav'

/**
 * The type a recording is served as: the container from its bytes, audio or video from what the browser
 * declared (WebM, MP4 and Ogg hold either; WAV is always audio).
 */
export function mediaType(kind: MediaKind, declared: string): string {
  if (kind === 'wav') return 'audio/wav'
  return `${declared.startsWith('video/') ? 'video' : 'audio'}/${kind}`
}

/** Bytes needed to decide. */
export const SNIFF_BYTES = 12

export function sniffMedia(head: Buffer): MediaKind | null {
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm' // EBML: WebM and Matroska
  if (head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp') return 'mp4'
  if (head.length >= 4 && head.toString('latin1', 0, 4) === 'OggS') return 'ogg'
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WAVE')
    return 'wav'
  return null
}
