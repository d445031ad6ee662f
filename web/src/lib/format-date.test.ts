import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTick, formatDateTime } from './format-date'

describe('shared date formats', () => {
  it('gives a short date and time without seconds, not the browser default', () => {
    const text = formatDateTime('2026-12-12T09:00:00Z', 'en', 'UTC')
    expect(text).toBe('Dec 12, 2026, 9:00 AM')
    expect(text).not.toMatch(/:00:00/)
  })
  it('spells the month out in every language, so no numeric date is scrambled by the text direction', () => {
    for (const language of ['en', 'ru', 'fr', 'ar']) {
      const day = formatDate('2026-11-26', language)
      expect(day).not.toMatch(/\d+\/\d+\/\d+/)
      expect(day).not.toContain('\u200f')
    }
    expect(formatDate('2026-11-26', 'fr')).toBe('26 nov. 2026')
  })
  it('keeps a bare ISO day on its calendar day whatever the zone', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 1, 2026')
  })
  it('formats chart ticks per granularity', () => {
    expect(formatDateTick('2026-10-31', 'day', 'en')).toBe('Oct 31')
    expect(formatDateTick('2026-10-01', 'month', 'en')).toBe('Oct 2026')
  })
})
