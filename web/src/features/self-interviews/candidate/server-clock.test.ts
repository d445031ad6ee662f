import { describe, expect, it } from 'vitest'
import { clock, msLeft, phaseOf, serverOffset } from './server-clock'

describe('server clock', () => {
  it('turns server deadlines into time left on a skewed device', () => {
    const offset = serverOffset('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:00:00.000Z'))
    expect(offset).toBe(10_000)
    expect(msLeft('2026-01-01T00:00:40.000Z', offset, Date.parse('2026-01-01T00:00:00.000Z'))).toBe(30_000)
    expect(msLeft('2026-01-01T00:00:05.000Z', offset, Date.parse('2026-01-01T00:00:00.000Z'))).toBe(0)
  })
  it('formats m:ss and rounds up', () => {
    expect(clock(61_000)).toBe('1:01')
    expect(clock(500)).toBe('0:01')
    expect(clock(0)).toBe('0:00')
  })
  it('knows the phase of a question', () => {
    const now = Date.parse('2026-01-01T00:00:00.000Z')
    const q = { thinkDeadline: '2026-01-01T00:00:10.000Z', answerDeadline: '2026-01-01T00:01:00.000Z', status: 'open' }
    expect(phaseOf(q, 0, now)).toBe('think')
    expect(phaseOf(q, 20_000, now)).toBe('answer')
    expect(phaseOf(q, 120_000, now)).toBe('over')
    expect(phaseOf({ ...q, status: 'answered' }, 0, now)).toBe('over')
    expect(phaseOf({ thinkDeadline: null, answerDeadline: null, status: 'pending' }, 0, now)).toBe('pending')
  })
})
