import type { RawBuilder } from 'kysely'
import { usageScopeWhere, type UsageScope } from '../billing/index.js'

export type Granularity = 'day' | 'week' | 'month'

/**
 * What every cost view is filtered by: billing's usage scope (local days of each organization, both inclusive;
 * orgId null for every organization the caller may read), so the dashboards count as billing does.
 */
export interface CostFilter extends UsageScope {
  kind: string | null
}

/** The conditions on a rollup table (usage_daily or usage_daily_subjects, aliased `alias`). */
export const rollupWhere = (f: CostFilter, alias: string): RawBuilder<boolean> => usageScopeWhere(f, alias)

/** The same period right before this one, of equal length in days. */
export function previousPeriod(f: CostFilter): CostFilter {
  const day = 86_400_000
  const from = Date.parse(`${f.from}T00:00:00Z`)
  const days = Math.round((Date.parse(`${f.to}T00:00:00Z`) - from) / day) + 1
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  return { ...f, from: iso(from - days * day), to: iso(from - day) }
}
