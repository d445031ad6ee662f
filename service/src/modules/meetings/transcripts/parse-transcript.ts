import type { Segment } from '../../analysis/index.js'
import { TranscriptParseError } from './errors.js'
import { parseJsonTranscript } from './parse-json.js'
import { parsePlain } from './parse-plain.js'
import { parseSrt } from './parse-srt.js'
import { parseVtt } from './parse-vtt.js'

export { TranscriptParseError } from './errors.js'
export type TranscriptFormat = 'vtt' | 'srt' | 'plain' | 'json'
export const TRANSCRIPT_FORMATS: readonly TranscriptFormat[] = ['vtt', 'srt', 'plain', 'json']

/** Guesses the format from the first lines only, so detection is O(1) whatever the file size. */
export function detectTranscriptFormat(text: string): TranscriptFormat {
  const head = text.replace(/^\uFEFF/, '').slice(0, 4096)
  const trimmed = head.trimStart()
  if (/^WEBVTT(?:$|\s)/.test(trimmed)) return 'vtt'
  if (trimmed.startsWith('{')) return 'json'
  // "[{" or "[]" is a JSON array; "[00:01:02] Anna:" is a timestamped plain line.
  if (trimmed.startsWith('[') && /^\[\s*[{\]]/.test(trimmed)) return 'json'
  const lines = trimmed.split(/\r?\n/, 3).map((l) => l.trim())
  if (/^\d+$/.test(lines[0] ?? '') && (lines[1] ?? '').includes('-->')) return 'srt'
  return 'plain'
}

/** Parses a transcript into ordered segments; malformed input throws TranscriptParseError naming the line. */
export function parseTranscript(text: string, format?: TranscriptFormat): Segment[] {
  if (text.trim() === '') throw new TranscriptParseError(1, 'the transcript is empty')
  const fmt = format ?? detectTranscriptFormat(text)
  const segments =
    fmt === 'vtt'
      ? parseVtt(text)
      : fmt === 'srt'
        ? parseSrt(text)
        : fmt === 'json'
          ? parseJsonTranscript(text)
          : parsePlain(text)
  if (segments.length === 0) throw new TranscriptParseError(1, 'the transcript has no utterances')
  // Stable sort by start: cues are usually ordered already, but overlapping speakers may be listed out of order.
  return segments
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.startMs - b.s.startMs || a.i - b.i)
    .map((x) => x.s)
}
