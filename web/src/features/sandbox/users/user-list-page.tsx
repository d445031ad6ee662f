import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  ProgressBar,
  tokens,
} from '@fluentui/react-components'
import { AddRegular, ArrowDownloadRegular, DismissRegular } from '@fluentui/react-icons'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch, FilterDropdown } from '../../../components/list-filters'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { TablePagination } from '../../../components/table-pagination'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { callErrors, messageOf } from '../shared/call-error'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { downloadText, toCsv } from '../shared/csv'
import { SandboxPage } from '../shared/sandbox-page'
import { useUrlQuery } from '../shared/use-url-query'
import { AddUserDrawer } from './add-user-drawer'
import { useRoleOptions } from './role-options'
import { UserTable } from './user-table'
import {
  allUsers,
  deleteUser,
  listUsers,
  USER_PLANS,
  USER_STATUSES,
  type SandboxUser,
  type UserQuery,
  type UserSortKey,
} from './users-api'

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  spacer: { flexGrow: 1 },
  scroll: { overflowX: 'auto', position: 'relative', minHeight: '120px' },
  progress: { position: 'absolute', top: 0, left: 0, right: 0 },
})

const USER_DEFAULTS: UserQuery = { page: 1, itemsPerPage: 10 }
const USER_SPEC = {
  q: 'string',
  role: 'string',
  plan: 'string',
  status: 'string',
  page: 'number',
  itemsPerPage: 'number',
  sortBy: 'string',
  orderBy: 'string',
} as const
// Filters kept in the address: a reload or a shared link opens the same list.
// Any role key (roles added on the roles screen too): an unknown one simply matches no user.
const USER_ALLOWED = {
  plan: USER_PLANS,
  status: USER_STATUSES,
  sortBy: ['user', 'email', 'role', 'plan', 'status'],
  orderBy: ['asc', 'desc'],
}

/** /apps/user/list: the sample users, filtered, searched, sorted and paged by the service. */
export function UserListPage() {
  const { t } = useTranslation('sandboxUsers')
  const styles = useStyles()
  const roles = useRoleOptions()
  const canManage = useAppAbility().can('manage', 'Demo')
  const [query, setQuery] = useUrlQuery<UserQuery>(USER_DEFAULTS, USER_SPEC, USER_ALLOWED)
  const list = useLoad((signal) => listUsers(query, signal), [JSON.stringify(query)], t('loadError'))
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<SandboxUser>()
  const [notice, setNotice] = useState<string>()
  const [exporting, setExporting] = useState(false)

  const patch = (change: Partial<UserQuery>) => setQuery((q) => ({ ...q, page: 1, ...change }))
  const onSearch = useCallback(
    (q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })),
    [setQuery],
  )
  const onSort = (key: UserSortKey) =>
    patch({ sortBy: key, orderBy: query.sortBy === key && query.orderBy === 'asc' ? 'desc' : 'asc' })
  const exportCsv = async () => {
    setExporting(true)
    const rows = await allUsers(query).catch(() => undefined)
    setExporting(false)
    if (!rows) return setNotice(t('exportFailed'))
    downloadText(
      'users.csv',
      toCsv(
        [
          { header: t('columns.user'), value: (u: SandboxUser) => u.fullName },
          { header: t('fields.username'), value: (u) => u.username },
          { header: t('columns.email'), value: (u) => u.email },
          { header: t('columns.role'), value: (u) => u.role },
          { header: t('columns.plan'), value: (u) => u.currentPlan },
          { header: t('columns.status'), value: (u) => u.status },
          { header: t('fields.company'), value: (u) => u.company },
          { header: t('fields.country'), value: (u) => u.country },
          { header: t('fields.contact'), value: (u) => u.contact },
        ],
        rows,
      ),
    )
  }

  const rows = list.data?.users ?? []
  return (
    <SandboxPage title={t('title')} subtitle={t('subtitle')}>
      {notice && (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={t('close', { ns: 'common' })}
                onClick={() => setNotice(undefined)}
              />
            }
          />
        </MessageBar>
      )}
      <Card className={styles.card}>
        <div className={styles.toolbar}>
          <FilterDropdown
            label={t('filters.role')}
            allLabel={t('filters.allRoles')}
            values={roles.options.map((o) => o.key)}
            value={query.role}
            optionLabel={roles.labelOf}
            onChange={(role) => patch({ role })}
          />
          <FilterDropdown
            label={t('filters.plan')}
            allLabel={t('filters.allPlans')}
            values={USER_PLANS}
            value={query.plan}
            optionLabel={(v) => t(`plans.${v}`)}
            onChange={(plan) => patch({ plan })}
          />
          <FilterDropdown
            label={t('filters.status')}
            allLabel={t('filters.allStatuses')}
            values={USER_STATUSES}
            value={query.status}
            optionLabel={(v) => t(`status.${v}`)}
            onChange={(status) => patch({ status })}
          />
        </div>
        <div className={styles.toolbar}>
          <DebouncedSearch placeholder={t('search')} onSearch={onSearch} initial={query.q} />
          <span className={styles.spacer} />
          <Button icon={<ArrowDownloadRegular />} disabled={exporting} onClick={() => void exportCsv()}>
            {t('export')}
          </Button>
          {canManage && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
              {t('addUser')}
            </Button>
          )}
        </div>
        {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
        <div className={styles.scroll} aria-busy={list.loading}>
          {list.loading && list.data && <ProgressBar className={styles.progress} thickness="medium" />}
          {!list.data && list.loading ? (
            <LoadingState />
          ) : rows.length === 0 && !list.error ? (
            <EmptyState title={t('empty')} hint={t('emptyHint')} />
          ) : (
            rows.length > 0 && (
              <UserTable rows={rows} query={query} canManage={canManage} onSort={onSort} onDelete={setDeleting} />
            )
          )}
        </div>
        <TablePagination
          page={list.data?.page ?? query.page}
          pageSize={query.itemsPerPage}
          total={list.data?.totalUsers ?? 0}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSize={(itemsPerPage) => patch({ itemsPerPage })}
        />
      </Card>
      <AddUserDrawer
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(user) => {
          setNotice(t('added', { name: user.fullName }))
          list.reload()
        }}
      />
      {deleting && (
        <ConfirmDialog
          title={t('deleteTitle', { name: deleting.fullName })}
          body={t('deleteBody', { email: deleting.email })}
          confirmLabel={t('delete')}
          onClose={() => setDeleting(undefined)}
          onConfirm={async () => {
            const failure = await callErrors(deleteUser(deleting.id), t('errors.unexpected', { ns: 'common' }))
            if (failure) return messageOf(failure)
            setNotice(t('deleted', { name: deleting.fullName }))
            setDeleting(undefined)
            list.reload()
          }}
        />
      )}
    </SandboxPage>
  )
}
