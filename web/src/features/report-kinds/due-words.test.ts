import { describe, expect, it } from 'vitest'
import { dueKeyOf } from './due-words'

describe('due dates as said', () => {
  it('knows the spoken words in English and Russian', () => {
    expect(dueKeyOf('Friday')).toBe('friday')
    expect(dueKeyOf('пятницу')).toBe('friday')
    expect(dueKeyOf('end of the week')).toBe('endOfWeek')
    expect(dueKeyOf('завтра')).toBe('tomorrow')
  })
  it('leaves dates as said', () => expect(dueKeyOf('3 March')).toBeNull())
})
