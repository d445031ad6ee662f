import { describe, expect, it } from 'vitest'
import { allState, fullMatrix, grantedCount, setAll, toggleRight } from './permission-matrix'

describe('permission matrix', () => {
  it('fills every module once, in order, keeping what is granted', () => {
    const m = fullMatrix([{ module: 'payroll', read: true, write: false, create: true }])
    expect(m).toHaveLength(9)
    expect(m[0]).toEqual({ module: 'userManagement', read: false, write: false, create: false })
    expect(m[8]).toEqual({ module: 'payroll', read: true, write: false, create: true })
  })
  it('toggles one right, and select-all goes none → all → none with mixed in between', () => {
    let m = fullMatrix()
    expect(allState(m)).toBe(false)
    m = toggleRight(m, 'reporting', 'write', true)
    expect(allState(m)).toBe('mixed')
    expect(grantedCount(m)).toBe(1)
    m = setAll(m, true)
    expect(allState(m)).toBe(true)
    expect(grantedCount(m)).toBe(27)
    expect(allState(setAll(m, false))).toBe(false)
  })
})
