import { describe, expect, it } from 'vitest'
import { initialsOf } from './initials'

describe('avatar initials', () => {
  it('keep the written order of the name', () => {
    expect(initialsOf('Rachel Kim')).toBe('RK')
    expect(initialsOf('Ольга Смирнова')).toBe('ОС')
    expect(initialsOf('  maria  de la  Cruz ')).toBe('MC')
  })
  it('take one letter from one word and skip words without letters', () => {
    expect(initialsOf('Cher')).toBe('C')
    expect(initialsOf('R2 — D2')).toBe('RD')
    expect(initialsOf('')).toBe('')
  })
})
