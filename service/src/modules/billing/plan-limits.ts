import type { PlanId } from './plan-catalogue.js'

/** Analysed meetings each plan includes a month, as its catalogue features say ("10 analysed meetings a month"). */
export const ANALYSED_MEETING_LIMITS: Record<PlanId, number | null> = {
  basic: 10,
  team: 100,
  company: 1000,
  enterprise: null,
}

export const BUDGET_THRESHOLDS = [50, 80, 100] as const
