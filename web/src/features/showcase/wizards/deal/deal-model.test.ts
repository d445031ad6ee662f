import { describe, expect, it } from 'vitest'
import { initialDeal, validateDeal, type DealDraft } from './deal-model'

const filled: DealDraft = {
  ...initialDeal(),
  discount: '15',
  title: 'Winter sale',
  code: 'WINTER15',
  start: '2026-12-01',
  end: '2026-12-31',
  perUser: '2',
  totalUses: '500',
  accept: true,
}

describe('create deal steps', () => {
  it('a filled draft passes every step', () => {
    for (let step = 0; step < 4; step++) expect(validateDeal(step, filled), `step ${step}`).toEqual({})
  })
  it('a percentage is between 0 and 100; buy-one-get-one needs none', () => {
    expect(validateDeal(0, { ...filled, discount: '120' })).toEqual({ discount: 'percent' })
    expect(validateDeal(0, { ...filled, type: 'flat', discount: '120' })).toEqual({})
    expect(validateDeal(0, { ...filled, type: 'bogo', discount: '' })).toEqual({})
    expect(validateDeal(0, { ...filled, discount: '' })).toEqual({ discount: 'required' })
  })
  it('details: a code of letters and digits, an end not before the start', () => {
    expect(validateDeal(1, { ...filled, code: 'no spaces!', end: '2026-11-30' })).toEqual({
      code: 'code',
      end: 'endBeforeStart',
    })
    expect(validateDeal(1, { ...filled, title: ' ' })).toEqual({ title: 'required' })
  })
  it("usage limits are whole numbers, the total not below one person's", () => {
    expect(validateDeal(2, { ...filled, perUser: '1.5' })).toEqual({ perUser: 'wholeNumber' })
    expect(validateDeal(2, { ...filled, perUser: '5', totalUses: '3' })).toEqual({ totalUses: 'totalBelowPerUser' })
    expect(validateDeal(2, { ...filled, totalUses: '' })).toEqual({})
  })
  it('the review needs the terms accepted', () =>
    expect(validateDeal(3, { ...filled, accept: false })).toEqual({ accept: 'accept' }))
})
