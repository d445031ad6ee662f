import type { PlanId } from './plan-catalogue.js'

/**
 * How an organization pays for the plan of the catalogue (plan-catalogue.ts). Debrief has no payment processor:
 * after sign-up the organization is invoiced, and no page takes card data.
 */

/** A year paid at once charges ten months (two months free). */
export const YEARLY_MONTHS_CHARGED = 10

/**
 * Tax rule "flat-vat-20": catalogue prices exclude VAT and every order adds 20 % VAT, whatever the country.
 * Debrief has no tax engine, so the order summary and the invoice both apply this one rule.
 */
export const TAX_RULE = { rule: 'flat-vat-20', name: 'VAT', ratePercent: 20 }

/** Accounts each plan includes, as its catalogue features say ("Up to 3 accounts"); null is unlimited. */
export const ACCOUNT_LIMITS: Record<PlanId, number | null> = { basic: 3, team: 15, company: null, enterprise: null }
