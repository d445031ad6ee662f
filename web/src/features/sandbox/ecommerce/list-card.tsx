import { Card } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useListPageStyles } from '../../../components/list-page-styles'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { TablePagination } from '../../../components/table-pagination'
import type { Loaded } from '../../../lib/use-load'
import { RefreshingBar } from '../../../components/refreshing-bar'

interface ListCardProps {
  list: Pick<Loaded<unknown>, 'data' | 'loading' | 'error' | 'reload'>
  count: number
  total: number
  page: number
  pageSize: number
  onPage: (page: number) => void
  onPageSize: (size: number) => void
  toolbar?: ReactNode
  children: ReactNode
}

/** A server-paged list's card: its toolbar, the first-load, error and empty states, the rows and the pager. */
export function ListCard({ list, count, total, page, pageSize, onPage, onPageSize, toolbar, children }: ListCardProps) {
  const { t } = useTranslation('ecommerce')
  const styles = useListPageStyles()
  return (
    <Card className={styles.card}>
      {toolbar}
      {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
      <div className={styles.scroll} aria-busy={list.loading}>
        {list.loading && list.data !== undefined && <RefreshingBar className={styles.progress} />}
        {list.data === undefined && list.loading ? (
          <LoadingState />
        ) : count === 0 && !list.error ? (
          <EmptyState title={t('empty')} hint={t('emptyHint')} />
        ) : (
          count > 0 && children
        )}
      </div>
      <TablePagination page={page} pageSize={pageSize} total={total} onPage={onPage} onPageSize={onPageSize} />
    </Card>
  )
}
