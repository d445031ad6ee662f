import type { Segment } from '../../analysis/index.js'
import { TranscriptParseError } from './errors.js'
import { elementLines, lineAt } from './json-lines.js'
import { cleanText, parseTimestamp } from './text-utils.js'

/** A time given as milliseconds (`startMs`), seconds (`start`, number) or a "00:01:02.500" string. */
function readTime(item: Record<string, unknown>, msKey: string, sKey: string): number | null {
  const ms = item[msKey]
  if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) return Math.round(ms)
  const s = item[sKey]
  if (typeof s === 'number' && Number.isFinite(s) && s >= 0) return Math.round(s * 1000)
  if (typeof s === 'string') return parseTimestamp(s)
  return null
}

/** `[{speaker, startMs, endMs, text}]` or `{segments: [...]}`; `start`/`end` in seconds are accepted too. */
export function parseJsonTranscript(text: string): Segment[] {
  let data: unknown
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err)
    const pos = /position (\d+)/.exec(msg)
    throw new TranscriptParseError(pos ? lineAt(text, Number(pos[1])) : 1, `invalid JSON (${msg})`)
  }
  const items = Array.isArray(data) ? data : (data as { segments?: unknown } | null)?.segments
  if (!Array.isArray(items)) throw new TranscriptParseError(1, 'expected an array of segments or {"segments": [...]}')
  const segments: Segment[] = []
  let lines: number[] | null = null
  const fail = (index: number, detail: string): never => {
    lines ??= elementLines(text)
    throw new TranscriptParseError(lines[index] ?? 1, `segment ${index + 1}: ${detail}`)
  }
  items.forEach((raw, index) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return fail(index, 'expected an object')
    const item = raw as Record<string, unknown>
    const speaker = typeof item.speaker === 'string' ? cleanText(item.speaker) : ''
    if (!speaker) return fail(index, 'expected a non-empty "speaker"')
    if (typeof item.text !== 'string') return fail(index, 'expected a "text" string')
    const startMs = readTime(item, 'startMs', 'start')
    const endMs = readTime(item, 'endMs', 'end')
    if (startMs === null) return fail(index, 'expected "startMs" (ms) or "start" (seconds)')
    if (endMs === null) return fail(index, 'expected "endMs" (ms) or "end" (seconds)')
    if (endMs < startMs) return fail(index, 'the segment ends before it starts')
    const body = cleanText(item.text)
    if (body) segments.push({ speaker, startMs, endMs, text: body })
  })
  return segments
}
