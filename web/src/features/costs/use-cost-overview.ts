import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLoad } from '../../lib/use-load'
import { getCostOverview } from './api'
import { overviewQuery } from './cost-query'
import { useCostFilters, type CostFilters, type StackBy } from './use-cost-filters'

/** The overview of the filters (the drilled-down bar does not change it). */
export function useCostOverview(filters: CostFilters) {
  const { t } = useTranslation('costs')
  const query = overviewQuery(filters)
  return useLoad((signal) => getCostOverview(query, signal), [JSON.stringify(query)], t('loadFailed'))
}

/**
 * The filters from the URL and their overview. With the default period (no days in the URL) the service picks the
 * last 30 days: its today is the organization's (cost days are local to its time zone, the latest of every
 * organization's across them), which a browser's UTC date may trail or lead by a day. The filters returned are then
 * the days it answered for, the browser's guess until the answer; a change applies to them.
 */
export function useCostView(stackByDefault?: StackBy) {
  const { filters: asked, setFilters: setAsked } = useCostFilters(stackByDefault)
  const load = useCostOverview(asked)
  const answered = load.data
  const filters = useMemo(
    () => (asked.periodDefault && answered ? { ...asked, from: answered.from, to: answered.to } : asked),
    [asked, answered],
  )
  const setFilters = useCallback((change: Partial<CostFilters>) => setAsked(change, filters), [setAsked, filters])
  return { filters, setFilters, load }
}
