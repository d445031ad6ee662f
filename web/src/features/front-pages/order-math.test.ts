import { describe, expect, it } from 'vitest'
import { validateContact, EMPTY_CONTACT } from './billing-contact'
import { orderOf, orderablePlans, planForSeats } from './order-math'
import type { BillingTerms, CataloguePlan } from './public-api'

const terms: BillingTerms = {
  cycles: ['monthly', 'yearly'],
  yearlyMonthsCharged: 10,
  tax: { rule: 'flat-vat-20', name: 'VAT', ratePercent: 20 },
  payment: 'invoice',
}
const plan = (
  id: CataloguePlan['plan'],
  price: number | null,
  accountLimit: number | null,
  selfServe = true,
): CataloguePlan => ({
  plan: id,
  name: id,
  priceMonthlyMinor: price,
  currency: 'EUR',
  features: [],
  accountLimit,
  selfServe,
})
const plans = [
  plan('basic', 0, 3),
  plan('team', 4900, 15),
  plan('company', 19900, null),
  plan('enterprise', null, null, false),
]

describe('order totals', () => {
  it('monthly: the price plus the tax rule', () => {
    expect(orderOf(plans[1], 'monthly', terms)).toEqual({
      plan: 'team',
      cycle: 'monthly',
      currency: 'EUR',
      listMinor: 4900,
      discountMinor: 0,
      subtotalMinor: 4900,
      taxMinor: 980,
      totalMinor: 5880,
    })
  })
  it('yearly: ten months charged for twelve', () => {
    const order = orderOf(plans[2], 'yearly', terms)!
    expect([order.listMinor, order.discountMinor, order.subtotalMinor, order.taxMinor, order.totalMinor]).toEqual([
      238800, 39800, 199000, 39800, 238800,
    ])
  })
  it('rounds the tax to the cent and leaves negotiated plans out', () => {
    expect(orderOf(plan('team', 333, 15), 'monthly', terms)!.taxMinor).toBe(67)
    expect(orderOf(plans[3], 'monthly', terms)).toBeNull()
    expect(orderOf(plans[0], 'yearly', terms)!.totalMinor).toBe(0)
  })
  it('offers the self-serve plans and the smallest one that fits the seats', () => {
    expect(orderablePlans(plans).map((p) => p.plan)).toEqual(['basic', 'team', 'company'])
    expect(planForSeats(plans, 3)?.plan).toBe('basic')
    expect(planForSeats(plans, 4)?.plan).toBe('team')
    expect(planForSeats(plans, 200)?.plan).toBe('company')
  })
})

describe('billing contact', () => {
  const filled = {
    ...EMPTY_CONTACT,
    fullName: 'Ada',
    email: 'ada@example.org',
    company: 'Analytical',
    country: 'UK',
    address: '1 Engine St',
  }
  it('requires who and where', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      fullName: 'required',
      email: 'required',
      company: 'required',
      country: 'required',
      address: 'required',
    })
    expect(validateContact(filled)).toEqual({})
  })
  it('checks the e-mail and an optional VAT number', () => {
    expect(validateContact({ ...filled, email: 'ada@' }).email).toBe('email')
    expect(validateContact({ ...filled, vatId: 'de 123 456 789' })).toEqual({})
    expect(validateContact({ ...filled, vatId: '12345' }).vatId).toBe('vatId')
  })
})
