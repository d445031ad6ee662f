import { createRequire } from 'node:module'
import type { Segment } from '../analysis/index.js'

// gpt-tokenizer's encoding tables take half a CPU-second to load: loaded on the first chunking (require keeps the
// functions here synchronous), not with every process that imports the llm module.
const require = createRequire(import.meta.url)
let tokenizer: typeof import('gpt-tokenizer') | undefined
const loaded = () => (tokenizer ??= require('gpt-tokenizer') as typeof import('gpt-tokenizer'))
const countTokens = (text: string) => loaded().countTokens(text)
const encode = (text: string) => loaded().encode(text)
const decode = (ids: number[]) => loaded().decode(ids)
/** One unit of the source: a whole segment, or a token-bounded piece of a segment longer than a chunk. */
export interface Unit {
  seg: number
  speaker: string
  startMs: number
  text: string
  tokens: number
}
/** Units [from, to) of the source; consecutive chunks share their edge units (the overlap) and leave no gap. */
export interface Chunk {
  index: number
  from: number
  to: number
  tokens: number
  startMs: number
  text: string
}

export interface ChunkOptions {
  budgetTokens: number
  overlapTokens: number
}
export const DEFAULT_CHUNKING: ChunkOptions = { budgetTokens: 3000, overlapTokens: 150 }

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000)
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}
/** How a unit reads inside a chunk; its token count is what the budget counts. */
export const unitLine = (u: Pick<Unit, 'speaker' | 'startMs' | 'text'>) =>
  `[${clock(u.startMs)}] ${u.speaker}: ${u.text}\n`

/** Segments as units; a segment too long for one chunk is cut at token boundaries into pieces that fit. */
export function toUnits(segments: readonly Segment[], maxUnitTokens: number): Unit[] {
  const units: Unit[] = []
  segments.forEach((s, seg) => {
    const tokens = countTokens(unitLine(s))
    if (tokens <= maxUnitTokens) {
      units.push({ seg, speaker: s.speaker, startMs: s.startMs, text: s.text, tokens })
      return
    }
    const ids = encode(s.text)
    const step = Math.max(1, maxUnitTokens - countTokens(unitLine({ ...s, text: '' })) - 2)
    for (let i = 0; i < ids.length; i += step) {
      const text = decode(ids.slice(i, i + step))
      units.push({ seg, speaker: s.speaker, startMs: s.startMs, text, tokens: countTokens(unitLine({ ...s, text })) })
    }
  })
  return units
}

/**
 * Packs units greedily up to the token budget. Each next chunk starts with the previous chunk's last units
 * worth at most `overlapTokens` (at least one unit when the chunk had several), so a thought cut at a chunk
 * edge is seen whole by one side, and every unit is in at least one chunk.
 */
export function chunkUnits(units: Unit[], opts: ChunkOptions = DEFAULT_CHUNKING): Chunk[] {
  const chunks: Chunk[] = []
  let from = 0
  while (from < units.length) {
    let to = from
    let tokens = 0
    while (to < units.length && (to === from || tokens + units[to].tokens <= opts.budgetTokens))
      tokens += units[to++].tokens
    chunks.push({
      index: chunks.length,
      from,
      to,
      tokens,
      startMs: units[from].startMs,
      text: units.slice(from, to).map(unitLine).join(''),
    })
    if (to >= units.length) break
    let next = to
    let overlap = 0
    while (next - 1 > from + 0 && overlap + units[next - 1].tokens <= opts.overlapTokens)
      overlap += units[--next].tokens
    if (next === to && to - from > 1) next = to - 1 // a small overlap even when the last unit is long
    from = Math.max(next, from + 1)
  }
  return chunks
}

export function chunkTranscript(
  segments: readonly Segment[],
  opts: ChunkOptions = DEFAULT_CHUNKING,
): { units: Unit[]; chunks: Chunk[] } {
  const units = toUnits(segments, Math.floor(opts.budgetTokens / 2))
  return { units, chunks: chunkUnits(units, opts) }
}
