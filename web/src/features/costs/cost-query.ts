import type { CostFilterQuery, CostOverviewQuery } from './api'
import { periodRange, type CostFilters } from './use-cost-filters'

const base = (f: CostFilters): CostFilterQuery => ({
  // The default period is the service's to pick (its days are the organization's).
  ...(f.periodDefault ? {} : { from: f.from, to: f.to }),
  // No currency: the service answers in the organization's own (EUR across every organization).
  ...(f.orgId ? { orgId: f.orgId } : {}),
  ...(f.kind ? { kind: f.kind } : {}),
})

export const overviewQuery = (f: CostFilters): CostOverviewQuery => ({
  ...base(f),
  granularity: f.granularity,
  stackBy: f.stackBy,
})

/** The rows behind the view: the drilled-down bar's days when one is chosen, the whole period otherwise. */
export const exportQuery = (f: CostFilters): CostFilterQuery =>
  f.period ? { ...base(f), ...periodRange(f.period, f.granularity, f) } : base(f)
