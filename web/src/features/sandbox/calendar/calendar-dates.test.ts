import { describe, expect, it } from 'vitest'
import { allDayIso, fromInputValue, toInputValue, weekStartOf } from './calendar-dates'

describe('calendar dates', () => {
  it('starts the week by the language’s region', () => {
    expect(weekStartOf('en')).toBe(0)
    expect(weekStartOf('ru')).toBe(1)
    expect(weekStartOf('fr')).toBe(1)
    expect(weekStartOf('ar')).toBe(6)
  })

  it('keeps all-day events on their day whatever the viewer’s zone', () => {
    expect(toInputValue('2026-03-04T00:00:00.000Z', true)).toBe('2026-03-04')
    expect(fromInputValue('2026-03-04', true)).toBe('2026-03-04T00:00:00.000Z')
    expect(allDayIso(new Date(2026, 2, 4))).toBe('2026-03-04T00:00:00.000Z')
  })

  it('round-trips a timed value through the input', () => {
    const iso = fromInputValue('2026-03-04T09:30', false)!
    expect(toInputValue(iso, false)).toBe('2026-03-04T09:30')
    expect(fromInputValue('', false)).toBeUndefined()
    expect(fromInputValue('nonsense', false)).toBeUndefined()
  })
})
