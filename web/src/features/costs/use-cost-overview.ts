import { useTranslation } from 'react-i18next'
import { useLoad } from '../../lib/use-load'
import { getCostOverview } from './api'
import { overviewQuery } from './cost-query'
import type { CostFilters } from './use-cost-filters'

/** The overview of the filters (the drilled-down bar does not change it). */
export function useCostOverview(filters: CostFilters) {
  const { t } = useTranslation('costs')
  const query = overviewQuery(filters)
  return useLoad((signal) => getCostOverview(query, signal), [JSON.stringify(query)], t('loadFailed'))
}
