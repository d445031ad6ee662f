import type { Segment } from '../../analysis/index.js'
import { TranscriptParseError } from './errors.js'
import { cleanText, parseTimingLine, splitLines, splitSpeaker } from './text-utils.js'

const EXAMPLE = '00:00:01.000 --> 00:00:04.000'
// `<v Speaker>` or `<v.loud.quiet Speaker>`; the name runs to the closing `>`. A tag stops at the next `<`
// too: with `[^>]*` every unclosed `<` would scan to the end of the cue, quadratic in a huge cue.
const VOICE = /<v(?:\.[\w-]+)*\s+([^<>]*)>/g
const OTHER_TAG = /<[^<>]*>/g
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
  '&lrm;': '',
  '&rlm;': '',
  '&quot;': '"',
  '&#39;': "'",
}

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|nbsp|lrm|rlm|quot|#39);/g, (e) => ENTITIES[e] ?? e)
}

/** Splits a cue payload into voice spans; text before any voice tag belongs to `fallback`. */
function voiceSpans(payload: string, fallback: string): { speaker: string; text: string }[] {
  const spans: { speaker: string; text: string }[] = []
  let speaker = fallback
  let last = 0
  VOICE.lastIndex = 0
  for (let m = VOICE.exec(payload); m; m = VOICE.exec(payload)) {
    spans.push({ speaker, text: payload.slice(last, m.index) })
    speaker = cleanText(decode(m[1])) || fallback
    last = m.index + m[0].length
  }
  spans.push({ speaker, text: payload.slice(last) })
  return spans
    .map((s) => ({ speaker: s.speaker, text: cleanText(decode(s.text.replace(OTHER_TAG, ' '))) }))
    .filter((s) => s.text.length > 0)
}

/** WebVTT as BigBlueButton recordings produce it: cue ids, NOTE/STYLE/REGION blocks, voice tags. */
export function parseVtt(text: string): Segment[] {
  const lines = splitLines(text)
  if (!/^WEBVTT(?:$|[ \t])/.test(lines[0] ?? '')) throw new TranscriptParseError(1, 'expected the "WEBVTT" header')
  const segments: Segment[] = []
  let i = 1
  while (i < lines.length && lines[i].trim() !== '') i++ // header metadata runs to the first blank line
  let speaker = 'Unknown'
  while (i < lines.length) {
    if (lines[i].trim() === '') {
      i++
      continue
    }
    const first = lines[i].trim()
    if (/^(?:NOTE|STYLE|REGION)(?:$|\s)/.test(first)) {
      while (i < lines.length && lines[i].trim() !== '') i++
      continue
    }
    // An optional cue identifier precedes the timing line; it may not itself contain "-->".
    let timingIdx = i
    if (!first.includes('-->')) timingIdx = i + 1
    const timing = parseTimingLine(lines[timingIdx] ?? '', timingIdx + 1, EXAMPLE)
    i = timingIdx + 1
    const payload: string[] = []
    while (i < lines.length && lines[i].trim() !== '') payload.push(lines[i++])
    const joined = payload.join(' ')
    let spans = voiceSpans(joined, speaker)
    if (!joined.includes('<v')) {
      // No voice tag: accept a "Name: text" prefix, else continue with the last known speaker.
      const prefixed = splitSpeaker(cleanText(decode(joined.replace(OTHER_TAG, ' '))))
      if (prefixed) spans = [{ speaker: prefixed.speaker, text: cleanText(prefixed.text) }]
    }
    for (const span of spans) {
      segments.push({ speaker: span.speaker, startMs: timing.startMs, endMs: timing.endMs, text: span.text })
      speaker = span.speaker
    }
  }
  return segments
}
