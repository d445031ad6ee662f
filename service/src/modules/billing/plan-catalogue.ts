export const PLAN_IDS = ['basic', 'team', 'company', 'enterprise'] as const
export type PlanId = (typeof PLAN_IDS)[number]

export interface Plan {
  name: string
  priceMonthlyMinor: number | null
  currency: string
  features: string[]
}

/**
 * The plans (basic, team, company, enterprise). Prices and features are our decision (the
 * spec shows none); enterprise is negotiated, so it has no list price.
 */
export const PLANS: Record<PlanId, Plan> = {
  basic: {
    name: 'Basic',
    priceMonthlyMinor: 0,
    currency: 'EUR',
    features: ['Up to 3 accounts', '10 analysed meetings a month', 'Built-in analysis engine', 'Example reports'],
  },
  team: {
    name: 'Team',
    priceMonthlyMinor: 4900,
    currency: 'EUR',
    features: [
      'Up to 15 accounts',
      '100 analysed meetings a month',
      'Self-interviews',
      'Digital profiles',
      'Shared report links',
    ],
  },
  company: {
    name: 'Company',
    priceMonthlyMinor: 19900,
    currency: 'EUR',
    features: [
      'Unlimited accounts',
      '1,000 analysed meetings a month',
      'Language-model analyses',
      'Custom report templates',
      'BigBlueButton monitoring',
    ],
  },
  enterprise: {
    name: 'Enterprise',
    priceMonthlyMinor: null,
    currency: 'EUR',
    features: ['Everything in Company', 'Negotiated volumes', 'Self-hosted language model', 'Dedicated support'],
  },
}

export const planOf = (id: string): Plan & { plan: PlanId } => {
  const plan = (id in PLANS ? id : 'basic') as PlanId
  return { plan, ...PLANS[plan] }
}
