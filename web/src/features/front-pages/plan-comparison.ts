import type { CataloguePlan } from './public-api'

// Quantities (accounts, meetings a month) have their own rows; "Everything in X" only restates the tiering.
const NOT_A_FEATURE = /^(up to |unlimited |everything in |\d)/i

export interface ComparisonRow {
  feature: string
  included: boolean[]
}

/**
 * The catalogue's plans are tiers, cheapest first: a plan includes what it lists and everything a cheaper plan
 * lists. One row per feature, in the order the plans introduce them.
 */
export function planComparison(plans: CataloguePlan[]): ComparisonRow[] {
  const rows: ComparisonRow[] = []
  plans.forEach((plan, tier) => {
    for (const feature of plan.features) {
      if (NOT_A_FEATURE.test(feature) || rows.some((r) => r.feature === feature)) continue
      rows.push({ feature, included: plans.map((_, i) => i >= tier) })
    }
  })
  return rows
}
