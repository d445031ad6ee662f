import type { Segment } from './api'

/**
 * The segment an evidence time points at. Evidence carries its segment's start, so an exact match is the rule;
 * otherwise (a hand-edited `?t=`) the last segment started by then.
 */
export function segmentIndexAt(segments: readonly Pick<Segment, 'startMs'>[], ms: number): number {
  const exact = segments.findIndex((s) => s.startMs === ms)
  if (exact >= 0) return exact
  let found = 0
  segments.forEach((s, i) => {
    if (s.startMs <= ms) found = i
  })
  return found
}
