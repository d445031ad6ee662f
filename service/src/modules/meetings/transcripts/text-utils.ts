import { TranscriptParseError } from './errors.js'

/** Splits on any newline convention; `split` is linear, so a 20 MB file costs one pass. */
export function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
}

/** Collapses whitespace so quotes taken from segments are stable substrings. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

// Anchored, with no nested quantifiers: each timestamp is matched in time linear in its length.
const TIMESTAMP = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{2})(?:[.,](\d{1,3}))?$/

/** `hh:mm:ss.mmm`, `mm:ss.mmm` (`,` accepted for SRT); null when it is not a timestamp. */
export function parseTimestamp(raw: string): number | null {
  const m = TIMESTAMP.exec(raw.trim())
  if (!m) return null
  const h = m[1] ? Number(m[1]) : 0
  const min = Number(m[2])
  const s = Number(m[3])
  if (min > 59 || s > 59) return null
  const ms = m[4] ? Number(m[4].padEnd(3, '0')) : 0
  return ((h * 60 + min) * 60 + s) * 1000 + ms
}

/** Parses `start --> end [cue settings]` or throws naming the line and the expected shape. */
export function parseTimingLine(line: string, lineNo: number, example: string): { startMs: number; endMs: number } {
  const arrow = line.indexOf('-->')
  if (arrow < 0) throw new TranscriptParseError(lineNo, `expected a timing line "${example}"`)
  const start = parseTimestamp(line.slice(0, arrow))
  const rest = line.slice(arrow + 3).trim()
  const space = rest.search(/\s/)
  const end = parseTimestamp(space < 0 ? rest : rest.slice(0, space))
  if (start === null || end === null) throw new TranscriptParseError(lineNo, `expected a timing line "${example}"`)
  if (end < start) throw new TranscriptParseError(lineNo, 'the cue ends before it starts')
  return { startMs: start, endMs: end }
}

// A capitalised name of at most 40 characters before a colon: "Anna:", "Dr. Smith:", "Иван Петров:".
const SPEAKER_PREFIX = /^(\p{Lu}[\p{L}\p{M}.'’ -]{0,39}?):\s+(\S.*)$/u

/** Splits `Name: text`; `null` when the line carries no speaker prefix. */
export function splitSpeaker(line: string): { speaker: string; text: string } | null {
  const m = SPEAKER_PREFIX.exec(line)
  if (!m) return null
  const speaker = m[1].trim()
  if (speaker.split(' ').length > 4) return null
  return { speaker, text: m[2] }
}

/** Words per minute used to estimate times when a transcript carries none. */
export const ESTIMATE_WPM = 150

export function estimateDurationMs(text: string): number {
  const words = text.split(' ').filter(Boolean).length
  return Math.max(1000, Math.round((words / ESTIMATE_WPM) * 60000))
}
