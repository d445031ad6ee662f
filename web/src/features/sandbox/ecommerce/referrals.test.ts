import { describe, expect, it } from 'vitest'
import { amountOf } from './money'
import { referralFigures } from './referrals-page'

const row = (status: string, earning: string) => ({
  id: 1,
  user: 'A',
  email: 'a@x',
  avatar: '',
  referredId: 1,
  status,
  value: '$10',
  earning,
})

describe('referralFigures', () => {
  it('sums earnings by status from the text amounts', () => {
    const f = referralFigures([
      row('Paid', '$1,200.50'),
      row('Unpaid', '$20'),
      row('Rejected', '$5'),
      row('Paid', '$0.50'),
    ])
    expect(f).toEqual({ count: 4, total: 1226, paid: 1201, unpaid: 20 })
  })
  it('reads amounts with their sign', () => {
    expect(amountOf('-$3.25')).toBe(-3.25)
    expect(amountOf('$0')).toBe(0)
  })
})
