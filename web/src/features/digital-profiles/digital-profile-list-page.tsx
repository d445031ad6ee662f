import { Card, makeStyles, tokens } from '@fluentui/react-components'
import { PeopleSearchRegular, PeopleTeamRegular } from '@fluentui/react-icons'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch } from '../../components/list-filters'
import { TablePagination } from '../../components/table-pagination'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { useLoad } from '../../lib/use-load'
import { listProfiles, type ProfileQuery, type ProfileSortKey } from './api'
import { ProfilesTable } from './components/profiles-table'
import { useListPageStyles } from '../../components/list-page-styles'
import { RefreshingBar } from '../../components/refreshing-bar'

// Alphabetical, as a people directory reads; the service's default sort too.
export const INITIAL_QUERY: ProfileQuery = { page: 1, itemsPerPage: 10, sortBy: 'fullName', orderBy: 'asc' }

const useStyles = makeStyles({
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
})

/** /digitalprofiles/DPList: the people of the organization, searched, sorted and paged by the service. */
export function DigitalProfileListPage() {
  const { t } = useTranslation('profiles')
  const styles = { ...useListPageStyles(), ...useStyles() }
  const [query, setQuery] = useState<ProfileQuery>(INITIAL_QUERY)
  const list = useLoad((signal) => listProfiles(query, signal), [query], t('loadError'))
  const rows = list.data?.profiles ?? []
  const patch = useCallback((change: Partial<ProfileQuery>) => setQuery((q) => ({ ...q, page: 1, ...change })), [])
  const onSearch = useCallback(
    (q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })),
    [],
  )
  // A first click on a count or a date shows the largest or newest first; names start at A.
  const onSort = (key: ProfileSortKey) =>
    patch({
      sortBy: key,
      orderBy: query.sortBy === key ? (query.orderBy === 'asc' ? 'desc' : 'asc') : key === 'fullName' ? 'asc' : 'desc',
    })
  const firstLoad = list.loading && !list.data && !list.error
  return (
    <div className={styles.root}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card className={styles.card}>
        <div className={styles.toolbar}>
          <DebouncedSearch placeholder={t('searchPlaceholder')} onSearch={onSearch} />
        </div>
        {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
        <div className={styles.scroll} aria-busy={list.loading}>
          {list.loading && !firstLoad && <RefreshingBar className={styles.progress} />}
          {firstLoad ? (
            <LoadingState />
          ) : rows.length === 0 && !list.error ? (
            query.q ? (
              <EmptyState
                icon={<PeopleSearchRegular className={styles.icon} />}
                title={t('emptySearch', { q: query.q })}
                hint={t('emptySearchHint')}
              />
            ) : (
              <EmptyState
                icon={<PeopleTeamRegular className={styles.icon} />}
                title={t('empty')}
                hint={t('emptyHint')}
              />
            )
          ) : (
            rows.length > 0 && <ProfilesTable rows={rows} query={query} onSort={onSort} />
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
