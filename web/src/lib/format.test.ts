import { describe, expect, it } from 'vitest'
import { formatMs, parseTime, speakerColor } from './format'

describe('transcript time format', () => {
  it('formats minutes and hours', () => {
    expect(formatMs(75_000)).toBe('1:15')
    expect(formatMs(3_725_000)).toBe('1:02:05')
    expect(formatMs(-5)).toBe('0:00')
  })
  it('parses what it formats, and plain seconds', () => {
    expect(parseTime('1:15')).toBe(75_000)
    expect(parseTime('1:02:05')).toBe(3_725_000)
    expect(parseTime('42')).toBe(42_000)
    expect(parseTime('abc')).toBeNull()
  })
  it('gives each speaker a stable colour', () => {
    expect(speakerColor(['A', 'B'], 'B')).not.toBe(speakerColor(['A', 'B'], 'A'))
    expect(speakerColor(['A'], 'A')).toBe(speakerColor(['A', 'B'], 'A'))
  })
})
