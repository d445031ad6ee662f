import { describe, expect, it } from 'vitest'
import { applyMask, isComplete, MASKS, unmask } from './input-mask'

describe('input mask', () => {
  it('inserts the literals as digits are typed', () => {
    expect(applyMask(MASKS.phone, '1')).toBe('+1')
    expect(applyMask(MASKS.phone, '1555')).toBe('+1 (555')
    expect(applyMask(MASKS.phone, '15551234567')).toBe('+1 (555) 123-4567')
  })
  it('gives the same result for a pasted formatted value and drops what does not fit', () => {
    expect(applyMask(MASKS.phone, '+1 555 123 4567 99')).toBe('+1 (555) 123-4567')
    expect(applyMask(MASKS.date, '3a1/12-2024')).toBe('31/12/2024')
    expect(applyMask(MASKS.postcode, 'k1a0b1')).toBe('k1a 0b1')
  })
  it('leaves a trailing literal out so deleting works', () => {
    expect(applyMask(MASKS.date, '31')).toBe('31')
    expect(applyMask(MASKS.date, '311')).toBe('31/1')
    expect(applyMask(MASKS.phone, '')).toBe('')
  })
  it('unmasks and tells complete values', () => {
    expect(unmask(MASKS.phone, '+1 (555) 123-4567')).toBe('15551234567')
    expect(isComplete(MASKS.time, '12:3')).toBe(false)
    expect(isComplete(MASKS.time, '1230')).toBe(true)
  })
})
