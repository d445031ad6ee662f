import { describe, expect, it } from 'vitest'
import { segmentAt } from './transcript-viewer'

const seg = (startMs: number) => ({ speaker: 'A', startMs, endMs: startMs + 1000, text: '' })

describe('segmentAt', () => {
  const segments = [seg(0), seg(5000), seg(5000), seg(9000)]
  it('takes the first segment starting exactly then (a chapter or evidence carries its segment’s start)', () => {
    expect(segmentAt(segments, 5000)).toBe(1)
    expect(segmentAt(segments, 9000)).toBe(3)
  })
  it('otherwise the last one started by then', () => {
    expect(segmentAt(segments, 7000)).toBe(2)
    expect(segmentAt(segments, 100)).toBe(0)
  })
})
