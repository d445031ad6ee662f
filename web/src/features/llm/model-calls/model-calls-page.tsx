import { Button, Card } from '@fluentui/react-components'
import { DataUsageRegular, DismissRegular } from '@fluentui/react-icons'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { TablePagination } from '../../../components/table-pagination'
import { useListPageStyles } from '../../../components/list-page-styles'
import { useLoad } from '../../../lib/use-load'
import { listModelCalls, type ModelCallQuery } from './api'
import { ModelCallsTable } from './model-calls-table'
import { ModelCallsToolbar } from './model-calls-toolbar'
import { RefreshingBar } from '../../../components/refreshing-bar'

const INITIAL: ModelCallQuery = { page: 1, itemsPerPage: 20 }

/** /LLM/ModelCalls: the trace of every model call, newest first, filtered and paged by the service. */
export function ModelCallsPage() {
  const { t } = useTranslation('llm')
  const styles = useListPageStyles()
  const [query, setQuery] = useState<ModelCallQuery>(INITIAL)
  const list = useLoad((signal) => listModelCalls(query, signal), [query], t('calls.loadError'))
  const patch = useCallback((change: Partial<ModelCallQuery>) => setQuery((q) => ({ ...q, page: 1, ...change })), [])
  const rows = list.data?.calls ?? []
  const organizations = list.data?.organizations ?? []
  const firstLoad = list.loading && !list.data && !list.error
  const filtered = Boolean(query.model || query.status || query.served || query.from || query.to || query.orgId)
  return (
    <div className={styles.root}>
      <PageHeader title={t('calls.title')} subtitle={t('calls.subtitle')} />
      <Card className={styles.card}>
        <ModelCallsToolbar
          query={query}
          models={list.data?.models ?? []}
          organizations={organizations}
          onPatch={patch}
        />
        {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
        <div className={styles.scroll} aria-busy={list.loading}>
          {list.loading && !firstLoad && <RefreshingBar className={styles.progress} />}
          {firstLoad ? (
            <LoadingState />
          ) : rows.length === 0 && !list.error ? (
            <EmptyState
              icon={<DataUsageRegular className={styles.icon} />}
              title={filtered ? t('calls.emptyFiltered') : t('calls.empty')}
              hint={filtered ? undefined : t('calls.emptyHint')}
              action={
                filtered ? (
                  <Button icon={<DismissRegular />} onClick={() => setQuery(INITIAL)}>
                    {t('calls.clearFilters')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            rows.length > 0 && <ModelCallsTable rows={rows} showOrg={organizations.length > 0} />
          )}
        </div>
        <TablePagination
          page={query.page ?? 1}
          pageSize={query.itemsPerPage ?? 20}
          total={list.data?.total ?? 0}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSize={(itemsPerPage) => patch({ itemsPerPage })}
        />
      </Card>
    </div>
  )
}
