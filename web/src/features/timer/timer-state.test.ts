import { describe, expect, it } from 'vitest'
import {
  initialTimer,
  parseTimer,
  pause,
  remaining,
  reset,
  running,
  setDuration,
  start,
  toggle,
  warning,
} from './timer-state'

describe('timer state', () => {
  it('runs from an end time, pauses and resumes where it stopped', () => {
    let s = start(initialTimer(60_000), 1000)
    expect(running(s, 2000)).toBe(true)
    expect(remaining(s, 21_000)).toBe(40_000)
    s = pause(s, 21_000)
    expect(running(s, 99_000)).toBe(false)
    expect(remaining(s, 99_000)).toBe(40_000)
    s = toggle(s, 100_000)
    expect(remaining(s, 110_000)).toBe(30_000)
    expect(remaining(s, 500_000)).toBe(0)
    expect(running(s, 500_000)).toBe(false)
    expect(remaining(reset(s), 500_000)).toBe(60_000)
  })
  it('changing the duration stops and refills', () => {
    const s = setDuration(start(initialTimer(), 0), 5 * 60_000)
    expect(s.endsAt).toBeNull()
    expect(s.remainingMs).toBe(300_000)
  })
  it('warns at 30 and 10 seconds', () => {
    expect(warning(31_000)).toBe('none')
    expect(warning(30_000)).toBe('warning')
    expect(warning(10_000)).toBe('danger')
  })
  it('survives a reload through storage, and ignores garbage', () => {
    const s = start(initialTimer(90_000), 5)
    expect(parseTimer(JSON.stringify(s))).toEqual(s)
    expect(parseTimer('{"durationMs":-1}')).toEqual(initialTimer())
    expect(parseTimer('not json')).toEqual(initialTimer())
  })
})
