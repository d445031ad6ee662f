import { describe, expect, it } from 'vitest'
import { monthRange } from './invoice-api'

describe('monthRange', () => {
  it('spans the whole month, leap February included', () => {
    expect(monthRange(new Date(2028, 1, 15))).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(monthRange(new Date(2026, 11, 31))).toEqual({ from: '2026-12-01', to: '2026-12-31' })
  })
})
