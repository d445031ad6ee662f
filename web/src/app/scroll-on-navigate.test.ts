import { describe, expect, it } from 'vitest'
import { anchorTop, ANCHOR_OFFSET_PX } from './scroll-on-navigate'

describe('hash anchor scrolling', () => {
  it('stops 60 px above the anchor', () => {
    expect(ANCHOR_OFFSET_PX).toBe(60)
    expect(anchorTop(500, 0)).toBe(440)
    expect(anchorTop(100, 900)).toBe(940) // the anchor's top is relative to the viewport
  })
  it('never scrolls above the page', () => expect(anchorTop(20, 0)).toBe(0))
})
