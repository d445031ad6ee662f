import { Card } from '@fluentui/react-components'
import { DocumentTextRegular } from '@fluentui/react-icons'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TablePagination } from '../../components/table-pagination'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { useLoad } from '../../lib/use-load'
import { listReports, type ReportQuery, type ReportSortKey } from './api'
import { ReportsTable } from './components/reports-table'
import { ReportsToolbar } from './components/reports-toolbar'
import { useListPageStyles } from '../../components/list-page-styles'
import { RefreshingBar } from '../../components/refreshing-bar'

export const INITIAL_QUERY: ReportQuery = { page: 1, itemsPerPage: 10, sortBy: 'createdAt', orderBy: 'desc' }

/** /reports/ReportList: every report of the organization, searched, filtered, sorted and paged by the service. */
export function ReportListPage() {
  const { t } = useTranslation('reports')
  const styles = useListPageStyles()
  const [query, setQuery] = useState<ReportQuery>(INITIAL_QUERY)
  const list = useLoad((signal) => listReports(query, signal), [query], t('loadError'))
  const rows = list.data?.reports ?? []
  const patch = useCallback((change: Partial<ReportQuery>) => setQuery((q) => ({ ...q, page: 1, ...change })), [])
  const onSearch = useCallback(
    (q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })),
    [],
  )
  const onSort = (key: ReportSortKey) =>
    patch({ sortBy: key, orderBy: query.sortBy === key && query.orderBy === 'asc' ? 'desc' : 'asc' })
  const firstLoad = list.loading && !list.data && !list.error
  return (
    <div className={styles.root}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card className={styles.card}>
        <ReportsToolbar
          kind={query.kind}
          status={query.status}
          onSearch={onSearch}
          onKind={(kind) => patch({ kind })}
          onStatus={(status) => patch({ status })}
        />
        {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
        <div className={styles.scroll} aria-busy={list.loading}>
          {list.loading && !firstLoad && <RefreshingBar className={styles.progress} />}
          {firstLoad ? (
            <LoadingState />
          ) : rows.length === 0 && !list.error ? (
            <EmptyState
              icon={<DocumentTextRegular className={styles.icon} />}
              title={t('empty')}
              hint={t('emptyHint')}
            />
          ) : (
            rows.length > 0 && <ReportsTable rows={rows} query={query} onSort={onSort} />
          )}
        </div>
        <TablePagination
          page={query.page}
          pageSize={query.itemsPerPage}
          total={list.data?.total ?? 0}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSize={(itemsPerPage) => patch({ itemsPerPage })}
        />
      </Card>
    </div>
  )
}
