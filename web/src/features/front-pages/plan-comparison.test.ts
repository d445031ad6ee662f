import { describe, expect, it } from 'vitest'
import { planComparison } from './plan-comparison'
import type { CataloguePlan } from './public-api'

const plan = (name: CataloguePlan['plan'], features: string[]): CataloguePlan => ({
  plan: name,
  name,
  features,
  priceMonthlyMinor: 0,
  currency: 'EUR',
  accountLimit: null,
  selfServe: true,
})

describe('plan comparison', () => {
  it('gives each feature to the plan that lists it and every dearer one, without quantity rows', () => {
    const rows = planComparison([
      plan('basic', ['Up to 3 accounts', '10 analysed meetings a month', 'Example reports']),
      plan('team', ['Up to 15 accounts', 'Self-interviews', 'Example reports']),
      plan('enterprise', ['Everything in Team', 'Dedicated support']),
    ])
    expect(rows).toEqual([
      { feature: 'Example reports', included: [true, true, true] },
      { feature: 'Self-interviews', included: [false, true, true] },
      { feature: 'Dedicated support', included: [false, false, true] },
    ])
  })
})
