import type { RbotFileKind } from '../../db/tables/rbot.js'

export interface Sniffed {
  mime: string
  kind: RbotFileKind
  transcript?: 'vtt' | 'srt' | 'json' | 'plain'
}

const starts = (b: Buffer, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v)
const ascii = (b: Buffer, s: string, at = 0) => b.subarray(at, at + s.length).toString('latin1') === s

/** A head that is text: no NUL byte and valid UTF-8 (a multi-byte character cut at the end is allowed). */
export function isText(head: Buffer): boolean {
  if (head.includes(0)) return false
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, Math.max(0, head.length - 4)))
  return !decoded.includes('\uFFFD')
}

/**
 * The file's type from its first bytes, never from its name or the declared type: audio and video
 * containers, PDF, WebVTT, SRT, JSON and plain text. Anything else is refused (415).
 */
export function sniffFile(head: Buffer): Sniffed | null {
  if (ascii(head, '%PDF-')) return { mime: 'application/pdf', kind: 'notes' }
  if (ascii(head, 'ID3') || (head[0] === 0xff && (head[1] & 0xe0) === 0xe0))
    return { mime: 'audio/mpeg', kind: 'recording' }
  if (ascii(head, 'OggS')) return { mime: 'audio/ogg', kind: 'recording' }
  if (ascii(head, 'fLaC')) return { mime: 'audio/flac', kind: 'recording' }
  if (ascii(head, 'RIFF') && ascii(head, 'WAVE', 8)) return { mime: 'audio/wav', kind: 'recording' }
  if (ascii(head, 'ftyp', 4))
    return ascii(head, 'M4A ', 8) ? { mime: 'audio/mp4', kind: 'recording' } : { mime: 'video/mp4', kind: 'recording' }
  if (starts(head, [0x1a, 0x45, 0xdf, 0xa3])) return { mime: 'video/webm', kind: 'recording' }
  if (!isText(head)) return null
  const text = head.toString('utf8').replace(/^\uFEFF/, '')
  if (/^WEBVTT/.test(text)) return { mime: 'text/vtt', kind: 'transcript', transcript: 'vtt' }
  if (/^\s*\d+\r?\n\d{2}:\d{2}:\d{2},\d{3} -->/.test(text))
    return { mime: 'application/x-subrip', kind: 'transcript', transcript: 'srt' }
  if (/^\s*[[{]/.test(text)) return { mime: 'application/json', kind: 'transcript', transcript: 'json' }
  return { mime: 'text/plain', kind: 'notes', transcript: 'plain' }
}
