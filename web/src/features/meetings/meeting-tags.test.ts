import { describe, expect, it } from 'vitest'
import { addTag } from './meeting-tags'

describe('addTag', () => {
  it('trims and folds spaces, keeps the order', () => {
    expect(addTag(['sales'], '  Q4   hiring ')).toEqual({ tags: ['sales', 'Q4 hiring'] })
  })
  it('refuses an empty, too long, repeated (any case) or eleventh tag', () => {
    expect(addTag([], '   ')).toEqual({ problem: 'empty' })
    expect(addTag([], 'x'.repeat(41))).toEqual({ problem: 'tooLong' })
    expect(addTag([], 'x'.repeat(40))).toEqual({ tags: ['x'.repeat(40)] })
    expect(addTag(['Sales'], 'SALES')).toEqual({ problem: 'duplicate' })
    expect(
      addTag(
        Array.from({ length: 10 }, (_, i) => `t${i}`),
        'more',
      ),
    ).toEqual({ problem: 'tooMany' })
  })
})
