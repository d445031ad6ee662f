import type { Segment } from '../../analysis/index.js'
import { cleanText, estimateDurationMs, parseTimestamp, splitSpeaker } from './text-utils.js'

/**
 * Google Meet's transcript document saved as text: a title ("… - Transcript"), the attendees, a "Transcript" line,
 * then "Name: text" paragraphs with a bare "00:05:00" line every few minutes, and a closing note about the
 * transcript being computer generated. Turns between two time marks share that span in proportion to their words.
 */
const MARK = /^(\d{1,2}:\d{2}:\d{2})$/
const START = /^(?:transcript|транскрипт|расшифровка|transcription)$/iu
const FOOTER = /^(?:this editable transcript|эта расшифровка|cette transcription)/iu

export function looksLikeGoogleMeet(lines: string[]): boolean {
  const head = lines.slice(0, 40).map((l) => l.trim())
  return head.some((l) => START.test(l)) && head.some((l) => MARK.test(l))
}

export function parseGoogleMeet(lines: string[]): Segment[] {
  const trimmed = lines.map((l) => l.trim())
  let i = trimmed.findIndex((l) => START.test(l)) + 1
  const blocks: { at: number; turns: { speaker: string; text: string }[] }[] = [{ at: 0, turns: [] }]
  for (; i < trimmed.length; i++) {
    const line = trimmed[i]
    if (!line) continue
    if (FOOTER.test(line)) break
    const mark = MARK.exec(line)
    if (mark) {
      blocks.push({ at: parseTimestamp(mark[1]) ?? 0, turns: [] })
      continue
    }
    const turns = blocks[blocks.length - 1].turns
    const said = splitSpeaker(line)
    if (said) turns.push({ speaker: said.speaker, text: said.text })
    else if (turns.length) turns[turns.length - 1].text += ` ${line}`
    else {
      const before = blocks
        .slice(0, -1)
        .reverse()
        .find((b) => b.turns.length)?.turns
      if (before) before[before.length - 1].text += ` ${line}`
    }
  }
  const segments: Segment[] = []
  blocks.forEach((block, b) => {
    const texts = block.turns.map((t) => cleanText(t.text))
    const words = texts.map((t) => Math.max(1, t.split(' ').length))
    const total = words.reduce((x, y) => x + y, 0)
    const next = blocks.slice(b + 1).find((x) => x.at > block.at)?.at
    const span = next !== undefined ? next - block.at : texts.reduce((x, t) => x + estimateDurationMs(t), 0)
    let done = 0
    block.turns.forEach((t, k) => {
      const startMs = block.at + Math.round((span * done) / total)
      done += words[k]
      const endMs = block.at + Math.round((span * done) / total)
      if (texts[k]) segments.push({ speaker: t.speaker, startMs, endMs, text: texts[k] })
    })
  })
  return segments
}
