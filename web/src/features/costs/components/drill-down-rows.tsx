import { Button } from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { TablePagination } from '../../../components/table-pagination'
import { useLoad } from '../../../lib/use-load'
import { listCostRows } from '../api'
import { exportQuery } from '../cost-query'
import { formatDay } from '../format-money'
import type { CostFilters } from '../use-cost-filters'
import { CostRowsTable } from './cost-rows-table'

/** The rows behind the chosen bar (or the whole period), paged by the service. */
export function DrillDownRows({ filters, onClear }: { filters: CostFilters; onClear?: () => void }) {
  const { t, i18n } = useTranslation('costs')
  const [paging, setPaging] = useState({ page: 1, itemsPerPage: 25 })
  const query = exportQuery(filters)
  const key = JSON.stringify(query)
  const [pagedKey, setPagedKey] = useState(key)
  if (pagedKey !== key) {
    setPagedKey(key)
    setPaging((p) => ({ ...p, page: 1 }))
  }
  const load = useLoad(
    (signal) => listCostRows({ ...query, ...paging }, signal),
    [key, paging.page, paging.itemsPerPage],
    t('loadFailed'),
  )
  const title = t('sections.rowsOf', {
    from: formatDay(query.from!, i18n.language),
    to: formatDay(query.to!, i18n.language),
  })
  return (
    <SectionCard
      title={title}
      id="cost-rows"
      action={
        onClear && (
          <Button icon={<DismissRegular />} appearance="subtle" onClick={onClear}>
            {t('clearDrill')}
          </Button>
        )
      }
    >
      {load.error ? (
        <ErrorState message={load.error} onRetry={load.reload} />
      ) : !load.data ? (
        <LoadingState />
      ) : load.data.rows.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <CostRowsTable rows={load.data.rows} />
          <TablePagination
            page={paging.page}
            pageSize={paging.itemsPerPage}
            total={load.data.total}
            onPage={(page) => setPaging((p) => ({ ...p, page }))}
            onPageSize={(itemsPerPage) => setPaging({ page: 1, itemsPerPage })}
          />
        </>
      )}
    </SectionCard>
  )
}
