import type { Segment } from '../../analysis/index.js'
import { TranscriptParseError } from './errors.js'
import { looksLikeGoogleMeet, parseGoogleMeet } from './parse-google-meet.js'
import { looksLikeOtter, parseOtter } from './parse-otter.js'
import { cleanText, estimateDurationMs, parseTimestamp, splitLines, splitSpeaker } from './text-utils.js'

// A leading "[00:01:02]", "(01:02)" or bare "00:01:02" optionally followed by a dash.
const LEADING_TIME = /^[[(]?(\d{1,3}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?)[\])]?\s*(?:[-–—]\s*)?/

interface Draft {
  speaker: string
  startMs: number | null
  text: string
  line: number
}

/**
 * `Speaker: text` lines with optional timestamps; untimed lines get ~150 wpm estimates so times increase. Otter's
 * text export and Google Meet's transcript document are plain text too, and are recognised by their layout.
 */
export function parsePlain(text: string): Segment[] {
  const lines = splitLines(text)
  const head = lines.slice(0, 60)
  if (looksLikeGoogleMeet(head)) return parseGoogleMeet(lines)
  if (looksLikeOtter(head)) return parseOtter(lines)
  const drafts: Draft[] = []
  // The latest explicit start so far, kept as we go: rescanning the drafts for it made parsing quadratic.
  let prevStart: number | null = null
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim()
    if (line === '') continue
    let rest = line
    let startMs: number | null = null
    const time = LEADING_TIME.exec(line)
    if (time && line.length > time[0].length) {
      startMs = parseTimestamp(time[1])
      if (startMs === null) throw new TranscriptParseError(i + 1, `invalid timestamp "${time[1]}"`)
      rest = line.slice(time[0].length)
    }
    const prefixed = splitSpeaker(rest)
    if (!prefixed) {
      // A line without a speaker continues the previous utterance (wrapped text).
      const prev = drafts[drafts.length - 1]
      if (!prev || startMs !== null) throw new TranscriptParseError(i + 1, 'expected "Speaker: text"')
      prev.text += ' ' + rest
      continue
    }
    if (startMs !== null && prevStart !== null && startMs < prevStart) {
      throw new TranscriptParseError(i + 1, 'timestamp goes backwards')
    }
    drafts.push({ speaker: prefixed.speaker, startMs, text: prefixed.text, line: i + 1 })
    if (startMs !== null) prevStart = startMs
  }
  return timeDrafts(drafts)
}

/** Fills missing starts from the previous end; ends come from the next timestamp or the word-count estimate. */
function timeDrafts(drafts: Draft[]): Segment[] {
  const segments: Segment[] = []
  let cursor = 0
  for (let i = 0; i < drafts.length; i++) {
    const text = cleanText(drafts[i].text)
    const startMs = drafts[i].startMs ?? cursor
    const nextStart = i + 1 < drafts.length ? drafts[i + 1].startMs : null
    const estimate = estimateDurationMs(text)
    // A turn lasts until the next timestamp, but a long silence afterwards is not talk time.
    const endMs =
      nextStart !== null && nextStart > startMs
        ? Math.min(nextStart, startMs + Math.max(5000, estimate * 4))
        : startMs + estimate
    segments.push({ speaker: drafts[i].speaker, startMs, endMs, text })
    cursor = endMs
  }
  return segments
}
