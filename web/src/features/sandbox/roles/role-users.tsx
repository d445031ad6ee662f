import { Card, makeStyles, ProgressBar, Subtitle1, tokens } from '@fluentui/react-components'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch, FilterDropdown } from '../../../components/list-filters'
import { useListPageStyles } from '../../../components/list-page-styles'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { TablePagination } from '../../../components/table-pagination'
import { useLoad } from '../../../lib/use-load'
import { useUrlQuery } from '../shared/use-url-query'
import { listUsers, UserTable, useRoleOptions, type UserQuery, type UserSortKey } from '../users'

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
})

const DEFAULTS: UserQuery = { page: 1, itemsPerPage: 10 }
const SPEC = {
  q: 'string',
  role: 'string',
  plan: 'string',
  status: 'string',
  page: 'number',
  itemsPerPage: 'number',
  sortBy: 'string',
  orderBy: 'string',
} as const
// Any role key: the roles include those added on this screen (an unknown key simply matches no user).
const ALLOWED = { sortBy: ['user', 'email', 'role', 'plan', 'status'], orderBy: ['asc', 'desc'] }

/** The roles page's users table: the users list's own table, filtered by role and searched, paged by the service. */
export function RoleUsers() {
  const { t } = useTranslation('sandboxApps2')
  const { t: tu } = useTranslation('sandboxUsers')
  const styles = useStyles()
  const list = useListPageStyles()
  const roles = useRoleOptions()
  const [query, setQuery] = useUrlQuery<UserQuery>(DEFAULTS, SPEC, ALLOWED)
  const users = useLoad((signal) => listUsers(query, signal), [JSON.stringify(query)], tu('loadError'))
  const onSearch = useCallback(
    (q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })),
    [setQuery],
  )
  const onSort = (key: UserSortKey) =>
    setQuery((q) => ({ ...q, page: 1, sortBy: key, orderBy: q.sortBy === key && q.orderBy === 'asc' ? 'desc' : 'asc' }))
  const rows = users.data?.users ?? []
  return (
    <Card className={list.card}>
      <Subtitle1 as="h2">{t('roles.usersTitle')}</Subtitle1>
      <div className={styles.toolbar}>
        <FilterDropdown
          label={tu('filters.role')}
          allLabel={tu('filters.allRoles')}
          values={roles.options.map((o) => o.key)}
          value={query.role}
          optionLabel={roles.labelOf}
          onChange={(role) => setQuery((q) => ({ ...q, page: 1, role }))}
        />
        <DebouncedSearch placeholder={tu('search')} onSearch={onSearch} initial={query.q} />
      </div>
      {users.error && <ErrorState message={users.error} onRetry={users.reload} />}
      <div className={list.scroll} aria-busy={users.loading}>
        {users.loading && users.data && <ProgressBar className={list.progress} thickness="medium" />}
        {!users.data && users.loading ? (
          <LoadingState />
        ) : rows.length === 0 && !users.error ? (
          <EmptyState title={tu('empty')} hint={tu('emptyHint')} />
        ) : (
          rows.length > 0 && (
            <UserTable rows={rows} query={query} canManage={false} onSort={onSort} onDelete={() => undefined} />
          )
        )}
      </div>
      <TablePagination
        page={query.page}
        pageSize={query.itemsPerPage}
        total={users.data?.totalUsers ?? 0}
        onPage={(page) => setQuery((q) => ({ ...q, page }))}
        onPageSize={(itemsPerPage) => setQuery((q) => ({ ...q, page: 1, itemsPerPage }))}
      />
    </Card>
  )
}
