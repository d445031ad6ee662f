import type { Segment } from '../../analysis/index.js'
import { TranscriptParseError } from './errors.js'
import { cleanText, parseTimingLine, splitLines, splitSpeaker } from './text-utils.js'
import { cueVoiceSpans } from './vtt-cue-text.js'

const EXAMPLE = '00:00:01.000 --> 00:00:04.000'

/**
 * WebVTT as BigBlueButton, Zoom ("Name: text" in the cue) and Microsoft Teams (`<v Name>text</v>`, GUID cue ids)
 * write it: cue ids, NOTE/STYLE/REGION blocks, voice tags.
 */
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
    // Lines of one cue are line breaks of the same caption: they join with a space.
    const joined = payload.join('\n')
    let spans = cueVoiceSpans(joined, speaker)
    if (!/<v[\s.]/.test(joined) && spans.length === 1) {
      // No voice tag (Zoom writes "Name: text" in the cue): take the prefix, else the last known speaker goes on.
      const prefixed = splitSpeaker(spans[0].text)
      if (prefixed) spans = [{ speaker: prefixed.speaker, text: cleanText(prefixed.text) }]
    }
    for (const span of spans) {
      segments.push({ speaker: span.speaker, startMs: timing.startMs, endMs: timing.endMs, text: span.text })
      speaker = span.speaker
    }
  }
  return segments
}
