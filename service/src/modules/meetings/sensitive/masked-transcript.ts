import type { Segment } from '../../analysis/index.js'
import { maskText } from './masks.js'
import type { SensitiveSpan } from './detectors.js'

export type MaskedSpan = SensitiveSpan & { mask: string; maskedStart: number }
export interface MaskedTranscript {
  segments: Segment[]
  spans: MaskedSpan[][]
}

const CACHE = new WeakMap<readonly Segment[], MaskedTranscript>()

/**
 * The transcript with every sensitive value masked. Info-security reports are built from this copy so
 * that summaries, key phrases and quotes can never carry a value in clear.
 */
export function maskedTranscript(segments: readonly Segment[]): MaskedTranscript {
  const hit = CACHE.get(segments)
  if (hit) return hit
  const spans: MaskedSpan[][] = []
  const masked = segments.map((s) => {
    const m = maskText(s.text)
    spans.push(m.spans)
    return m.spans.length ? { ...s, text: m.masked } : s
  })
  const result = { segments: masked, spans }
  CACHE.set(segments, result)
  return result
}
