import type { Segment } from '../../analysis/index.js'
import { TranscriptParseError } from './errors.js'
import { cleanText, estimateDurationMs, parseTimestamp } from './text-utils.js'

// Otter's text export: "Dana Levi  0:07" (the name, spaces, the time) alone on a line, then the paragraph.
const HEAD = /^(\S.{0,59}?)\s+(\d{1,2}:\d{2}(?::\d{2})?)$/u

export const isOtterHead = (line: string) => HEAD.test(line.trim())

/** True when the first lines look like an Otter export: a head line followed by a paragraph that is not one. */
export function looksLikeOtter(lines: string[]): boolean {
  const body = lines.map((l) => l.trim()).filter(Boolean)
  return body.length >= 2 && isOtterHead(body[0]) && !isOtterHead(body[1])
}

/** Each head opens a turn that lasts until the next head's time (or its words at 150 per minute, for the last). */
export function parseOtter(lines: string[]): Segment[] {
  const turns: { speaker: string; startMs: number; text: string }[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim()
    if (!line) continue
    const head = HEAD.exec(line)
    if (head) {
      const startMs = parseTimestamp(head[2])
      if (startMs === null) throw new TranscriptParseError(i + 1, `invalid timestamp "${head[2]}"`)
      turns.push({ speaker: head[1].trim(), startMs, text: '' })
    } else if (turns.length) turns[turns.length - 1].text += ` ${line}`
    else throw new TranscriptParseError(i + 1, 'expected "Name  0:00" before the first paragraph')
  }
  return turns
    .map((t, i) => {
      const text = cleanText(t.text)
      const next = turns[i + 1]?.startMs
      const endMs = next !== undefined && next > t.startMs ? next : t.startMs + estimateDurationMs(text)
      return { speaker: t.speaker, startMs: t.startMs, endMs, text }
    })
    .filter((s) => s.text)
}
