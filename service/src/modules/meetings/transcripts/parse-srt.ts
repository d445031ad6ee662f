import type { Segment } from '../../analysis/index.js'
import { TranscriptParseError } from './errors.js'
import { cleanText, parseTimingLine, splitLines, splitSpeaker } from './text-utils.js'

const EXAMPLE = '00:00:01,000 --> 00:00:04,000'

/** SubRip: numbered cues, comma milliseconds, the speaker from a `Name:` prefix (carried over otherwise). */
export function parseSrt(text: string): Segment[] {
  const lines = splitLines(text)
  const segments: Segment[] = []
  let speaker = 'Unknown'
  let i = 0
  while (i < lines.length) {
    const first = lines[i].trim()
    if (first === '') {
      i++
      continue
    }
    let timingIdx = i
    if (/^\d+$/.test(first)) timingIdx = i + 1
    else if (!first.includes('-->')) throw new TranscriptParseError(i + 1, 'expected a cue number')
    const timing = parseTimingLine(lines[timingIdx] ?? '', timingIdx + 1, EXAMPLE)
    i = timingIdx + 1
    const payload: string[] = []
    while (i < lines.length && lines[i].trim() !== '') payload.push(lines[i++].trim())
    const raw = cleanText(payload.join(' ').replace(/<\/?[ibu]>|<\/?font[^<>]*>/g, ''))
    if (!raw) continue
    const prefixed = splitSpeaker(raw)
    if (prefixed) speaker = prefixed.speaker
    segments.push({
      speaker,
      startMs: timing.startMs,
      endMs: timing.endMs,
      text: prefixed ? cleanText(prefixed.text) : raw,
    })
  }
  return segments
}
