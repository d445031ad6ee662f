import { describe, expect, it } from 'vitest'
import { readsAsRadar } from './radar-or-bars'

describe('radar or bars', () => {
  it('draws a radar when most axes carry a value', () => {
    expect(readsAsRadar([60, 40, 30, 20, 10, 0, 0, 0, 0])).toBe(true)
    expect(readsAsRadar([10, 20, 30, 40, 50, 60, 70, 80, 90])).toBe(true)
  })

  it('shows bars when most axes are zero', () => {
    expect(readsAsRadar([80, 45, 20, 15, 0, 0, 0, 0, 0])).toBe(false)
    expect(readsAsRadar([90, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(false)
    expect(readsAsRadar([0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(false)
  })

  it('needs at least three values to draw a shape, however few the axes', () => {
    expect(readsAsRadar([50, 50])).toBe(false)
    expect(readsAsRadar([50, 50, 50])).toBe(true)
    expect(readsAsRadar([50, 50, 0, 0])).toBe(false)
  })
})
