import type { BillingCycle, BillingTerms, CataloguePlan } from './public-api'

export interface Order {
  plan: CataloguePlan['plan']
  cycle: BillingCycle
  currency: string
  /** What the period would cost at the monthly price: one month, or twelve. */
  listMinor: number
  /** The yearly saving (months not charged); 0 for monthly billing. */
  discountMinor: number
  subtotalMinor: number
  taxMinor: number
  totalMinor: number
}

/**
 * The order summary, in minor units, from the service's catalogue and terms (routes/account/billing-terms.ts):
 * a year charges `yearlyMonthsCharged` months, and the tax rule adds its rate to the subtotal, rounded to the cent.
 * Plans without a list price (enterprise) cannot be ordered here: null.
 */
export function orderOf(plan: CataloguePlan, cycle: BillingCycle, terms: BillingTerms): Order | null {
  const monthly = plan.priceMonthlyMinor
  if (monthly === null) return null
  const listMinor = cycle === 'yearly' ? monthly * 12 : monthly
  const subtotalMinor = cycle === 'yearly' ? monthly * terms.yearlyMonthsCharged : monthly
  const taxMinor = Math.round((subtotalMinor * terms.tax.ratePercent) / 100)
  return {
    plan: plan.plan,
    cycle,
    currency: plan.currency,
    listMinor,
    discountMinor: listMinor - subtotalMinor,
    subtotalMinor,
    taxMinor,
    totalMinor: subtotalMinor + taxMinor,
  }
}

/** A money amount in the reader's language. */
export const formatMoney = (minor: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100)

/** The plans a visitor can pick here: the self-serve ones (enterprise is negotiated). */
export const orderablePlans = (plans: CataloguePlan[]) =>
  plans.filter((p) => p.selfServe && p.priceMonthlyMinor !== null)

/** The smallest orderable plan whose account limit covers `seats` (the last one when none does). */
export function planForSeats(plans: CataloguePlan[], seats: number): CataloguePlan | undefined {
  const orderable = orderablePlans(plans)
  return orderable.find((p) => p.accountLimit === null || p.accountLimit >= seats) ?? orderable.at(-1)
}
