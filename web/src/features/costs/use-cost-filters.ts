import { useCallback, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { BreakdownDimension, CostOverviewQuery } from './api'
import { BREAKDOWN_DIMENSIONS } from './breakdown-dimensions'

export type Granularity = NonNullable<CostOverviewQuery['granularity']>
export type StackBy = NonNullable<CostOverviewQuery['stackBy']>

export interface CostFilters {
  from: string
  to: string
  orgId?: string
  kind?: string
  granularity: Granularity
  stackBy: StackBy
  /** The drilled-down period start (a bar), if any. */
  period?: string
  /** The dimension of the breakdown card (user when absent). */
  by?: BreakdownDimension
  /**
   * No days in the URL: the last 30 days, which the service picks (`from`/`to` stay out of the query and the URL).
   * `from` and `to` hold the browser's UTC guess until the service's answer gives its days (useCostView).
   */
  periodDefault?: true
}

const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v)

/** Default period: the last 30 days, today included. */
export const defaultPeriod = (now = Date.now()) => ({ from: iso(now - 29 * DAY), to: iso(now) })

export function parseFilters(search: string, now = Date.now(), stackByDefault: StackBy = 'kind'): CostFilters {
  const p = new URLSearchParams(search)
  const def = defaultPeriod(now)
  const g = p.get('granularity')
  const f: CostFilters = {
    from: isDay(p.get('from')) ? p.get('from')! : def.from,
    to: isDay(p.get('to')) ? p.get('to')! : def.to,
    granularity: g === 'week' || g === 'month' ? g : 'day',
    stackBy: p.get('stackBy') === 'org' ? 'org' : p.get('stackBy') === 'kind' ? 'kind' : stackByDefault,
  }
  if (!isDay(p.get('from')) && !isDay(p.get('to'))) f.periodDefault = true
  if (p.get('orgId')) f.orgId = p.get('orgId')!
  if (p.get('kind')) f.kind = p.get('kind')!
  if (isDay(p.get('period'))) f.period = p.get('period')!
  const by = BREAKDOWN_DIMENSIONS.find((d) => d === p.get('by'))
  if (by) f.by = by
  return f
}

export function toSearch(f: CostFilters): string {
  const p = new URLSearchParams(f.periodDefault ? {} : { from: f.from, to: f.to })
  p.set('granularity', f.granularity)
  p.set('stackBy', f.stackBy)
  if (f.orgId) p.set('orgId', f.orgId)
  if (f.kind) p.set('kind', f.kind)
  if (f.period) p.set('period', f.period)
  if (f.by) p.set('by', f.by)
  return p.toString()
}

/** The last day of the bucket starting at `start`, cut to the filter's period. */
export function periodRange(start: string, granularity: Granularity, f: Pick<CostFilters, 'from' | 'to'>) {
  const d = new Date(`${start}T00:00:00Z`)
  if (granularity === 'day') d.setUTCDate(d.getUTCDate() + 1)
  else if (granularity === 'week') d.setUTCDate(d.getUTCDate() + 7)
  else d.setUTCMonth(d.getUTCMonth() + 1)
  const end = iso(d.getTime() - DAY)
  return { from: start < f.from ? f.from : start, to: end > f.to ? f.to : end }
}

/** The screen's filters live in the URL, so a view can be bookmarked, shared and reloaded. */
export function useCostFilters(stackByDefault: StackBy = 'kind') {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const filters = useMemo(() => parseFilters(search, Date.now(), stackByDefault), [search, stackByDefault])
  // `current`: the filters the change applies to, when the screen shows others than the URL's (useCostView).
  const setFilters = useCallback(
    (change: Partial<CostFilters>, current: CostFilters = filters) => {
      const next = { ...current, ...change }
      for (const key of Object.keys(change) as (keyof CostFilters)[]) if (change[key] === undefined) delete next[key]
      // A day picked pins the period: both days go to the URL.
      if (change.from !== undefined || change.to !== undefined) delete next.periodDefault
      navigate(`${location}?${toSearch(next)}`, { replace: true })
    },
    [filters, location, navigate],
  )
  return { filters, setFilters }
}
