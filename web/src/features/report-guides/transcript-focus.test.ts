import { describe, expect, it } from 'vitest'
import { segmentIndexAt } from './transcript-focus'

const segments = [{ startMs: 0 }, { startMs: 4_800 }, { startMs: 40_400 }, { startMs: 79_600 }]

describe('the segment an evidence time points at', () => {
  it('is the segment starting then', () => expect(segmentIndexAt(segments, 40_400)).toBe(2))
  it('is the last one started before a time between segments', () => expect(segmentIndexAt(segments, 50_000)).toBe(2))
  it('is the first one before the start and the last one after the end', () => {
    expect(segmentIndexAt(segments, -1)).toBe(0)
    expect(segmentIndexAt(segments, 999_999)).toBe(3)
  })
})
