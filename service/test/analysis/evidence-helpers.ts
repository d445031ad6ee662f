import type { Evidence, Segment } from '../../src/modules/analysis/types.js'

/** Every {quote, speaker, startMs} object anywhere in a report content. */
export function collectEvidence(value: unknown, out: Evidence[] = []): Evidence[] {
  if (Array.isArray(value)) for (const v of value) collectEvidence(v, out)
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>
    if (typeof o.quote === 'string' && typeof o.speaker === 'string' && typeof o.startMs === 'number')
      out.push(o as unknown as Evidence)
    for (const v of Object.values(o)) collectEvidence(v, out)
  }
  return out
}

/** Evidence whose quote is not a substring of the named speaker's segment starting at startMs. */
export function badEvidence(evidence: Evidence[], segments: readonly Segment[]): Evidence[] {
  return evidence.filter(
    (e) =>
      !segments.some(
        (s) => s.speaker === e.speaker && s.startMs === e.startMs && e.quote.length > 0 && s.text.includes(e.quote),
      ),
  )
}
