import { describe, expect, it } from 'vitest'
import { timelineOf } from './order-timeline'

describe('timelineOf', () => {
  it('marks the steps up to the status as done, one day apart', () => {
    const steps = timelineOf('Out for Delivery', '2025-03-30')
    expect(steps.map((s) => s.step)).toEqual(['placed', 'Dispatched', 'Out for Delivery', 'Delivered'])
    expect(steps.map((s) => s.done)).toEqual([true, true, true, false])
    expect(steps.find((s) => s.current)?.step).toBe('Out for Delivery')
    expect(steps.map((s) => s.at)).toEqual(['2025-03-30', '2025-03-31', '2025-04-01', undefined])
  })
  it('keeps the pickup step only for orders waiting at the pickup point', () => {
    expect(timelineOf('Ready to Pickup', '2025-01-01').map((s) => s.step)).toContain('Ready to Pickup')
    expect(timelineOf('Delivered', '2025-01-01').every((s) => s.done)).toBe(true)
  })
  it('an unknown status is only placed', () => {
    expect(
      timelineOf('Lost', '2025-01-01')
        .filter((s) => s.done)
        .map((s) => s.step),
    ).toEqual(['placed'])
  })
})
