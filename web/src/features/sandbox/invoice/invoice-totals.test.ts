import { describe, expect, it } from 'vitest'
import { invoiceTotals } from './invoice-totals'

describe('invoiceTotals', () => {
  it('sums in cents, takes the discount off, then adds tax on what remains', () => {
    expect(
      invoiceTotals(
        [
          { cost: 0.1, qty: 3 },
          { cost: 19.99, qty: 2 },
        ],
        5,
        10,
      ),
    ).toEqual({ subtotal: 40.28, discount: 5, tax: 3.53, total: 38.81 })
  })
  it('never lets the discount pass the subtotal, and reads blanks as zero', () => {
    expect(invoiceTotals([{ cost: 10, qty: 1 }], 50, 0).total).toBe(0)
    expect(invoiceTotals([{ cost: Number.NaN, qty: 1 }], 0, 0).total).toBe(0)
  })
})
